import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';
import { kustomize } from './kustomize';
import { type K8sObject, ROOT, describeWithTool, rootPath, str } from './support';

const OVERLAYS = ['k8s/overlays/dev', 'k8s/overlays/prod'];
const key = (o: K8sObject): string => `${o.kind}/${str(o.metadata.namespace)}/${str(o.metadata.name)}`;

describe('the test kustomize (tests/deploy/kustomize.ts)', () => {
  it('refuses a kustomization field it does not implement, rather than ignoring it', () => {
    expect(() => kustomize('tests/deploy/fixtures/unsupported-kustomization')).toThrow(/does not support nameSuffix/);
  });
});

// kubectl (client only, no cluster) is on these machines; the comparison is skipped where it is not.
const kubectl = ['/usr/bin/kubectl', '/usr/local/bin/kubectl'].find((p) => existsSync(p));
describeWithTool({ name: 'kubectl', debianPackage: 'kubectl', path: kubectl }, 'the test kustomize against kubectl kustomize', () => {
  it.each(OVERLAYS)('builds %s into the same objects, field for field', (overlay) => {
    const output = execFileSync(kubectl ?? 'kubectl', ['kustomize', rootPath(overlay)], { cwd: ROOT, encoding: 'utf8' });
    const theirs = parseAllDocuments(output).map((d) => d.toJS() as K8sObject);
    const ours = kustomize(overlay);
    expect(ours.map(key).sort()).toEqual(theirs.map(key).sort());
    const byKey = new Map(theirs.map((o) => [key(o), o]));
    for (const o of ours) {
      expect({ object: key(o), ...o }).toEqual({ object: key(o), ...byKey.get(key(o)) });
    }
  });
});
