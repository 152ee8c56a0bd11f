import { createValidationPipe } from '@lakbay/platform';
import { CareerDto, EventDto, FaqDto, JobDto, VideoDto } from '@lakbay/contracts/content.dto';
import { SEED_CAREERS } from '../careers.data';
import { SEED_EVENTS } from '../events.data';
import { SEED_FAQS } from '../faqs.data';
import { SEED_JOBS } from '../jobs.data';
import { SEED_RESOURCES } from '../resources.data';
import { SEED_VIDEOS } from '../videos.data';
import { CAREERS_FIL } from './careers.fil.data';
import { EVENTS_FIL } from './events.fil.data';
import { FAQS_FIL } from './faqs.fil.data';
import { JOBS_FIL } from './jobs.fil.data';
import { RESOURCES_FIL } from './resources.fil.data';
import { VIDEOS_FIL } from './videos.fil.data';
import { manilaAt } from '../seed-content';

const pipe = createValidationPipe();
const valid = (value: unknown, metatype: new () => unknown) => pipe.transform(value, { type: 'body', metatype });

/** The numbers a text states (prices, counts, times, years), so a translation can be checked to keep them. */
const numbers = (text: string) => (text.match(/\d+(?:[.,:]\d+)*/g) ?? []).map((n) => n.replace(/,/g, '')).sort();

/** A translated prose text: not blank, not the English left as is, same numbers, typographic apostrophes. */
function expectTranslated(where: string, fil: string, en: string) {
  expect({ where, blank: fil.trim() === '' }).toEqual({ where, blank: false });
  expect({ where, sameAsEnglish: fil.trim() === en.trim() }).toEqual({ where, sameAsEnglish: false });
  expect({ where, numbers: numbers(fil) }).toEqual({ where, numbers: numbers(en) });
  expect({ where, straightApostrophe: fil.includes("'") }).toEqual({ where, straightApostrophe: false });
}

/** Keys of a Filipino map that name no English record, and English records with no Filipino version. */
function coverage(filKeys: string[], enKeys: string[]) {
  const en = new Set(enKeys);
  const fil = new Set(filKeys);
  return { unknown: filKeys.filter((k) => !en.has(k)), missing: enKeys.filter((k) => !fil.has(k)) };
}

describe('Filipino seed texts', () => {
  it('have a Filipino version of every FAQ, and only of existing ones', () => {
    expect(
      coverage(
        Object.keys(FAQS_FIL),
        SEED_FAQS.map((f) => f.key),
      ),
    ).toEqual({ unknown: [], missing: [] });
    for (const faq of SEED_FAQS) {
      const fil = FAQS_FIL[faq.key];
      expectTranslated(`${faq.key}.question`, fil.question, faq.question);
      expectTranslated(`${faq.key}.answer`, fil.answer, faq.answer);
      expect(fil.topic.trim()).not.toBe('');
    }
  });

  it('keep the FAQ topics grouping the same FAQs as in English', () => {
    const group = (topicOf: (key: string) => string) =>
      SEED_FAQS.map((f) => SEED_FAQS.filter((g) => topicOf(g.key) === topicOf(f.key)).map((g) => g.key));
    expect(group((key) => FAQS_FIL[key].topic)).toEqual(group((key) => SEED_FAQS.find((f) => f.key === key)!.topic));
  });

  it('have a Filipino version of every coaching resource, its markdown lists kept', () => {
    expect(
      coverage(
        Object.keys(RESOURCES_FIL),
        SEED_RESOURCES.map((r) => r.key),
      ),
    ).toEqual({ unknown: [], missing: [] });
    for (const resource of SEED_RESOURCES) {
      const fil = RESOURCES_FIL[resource.key];
      expectTranslated(`${resource.key}.title`, fil.title, resource.title);
      expectTranslated(`${resource.key}.body`, fil.body, resource.body);
      const listItems = (text: string) => text.split('\n').filter((line) => /^(\d+\.|-) /.test(line)).length;
      expect({ key: resource.key, items: listItems(fil.body) }).toEqual({ key: resource.key, items: listItems(resource.body) });
    }
  });

  it('have a Filipino version of every career, with as many key tasks and skills as in English', () => {
    for (const career of SEED_CAREERS.filter((c) => CAREERS_FIL[c.slug])) {
      const fil = CAREERS_FIL[career.slug];
      const slug = career.slug;
      expect(fil.title.trim()).not.toBe('');
      expectTranslated(`${slug}.summary`, fil.summary, career.summary);
      expectTranslated(`${slug}.dayInTheLife`, fil.dayInTheLife, career.dayInTheLife);
      expectTranslated(`${slug}.outlook`, fil.outlook, career.outlook);
      expect({ slug, keyTasks: fil.keyTasks.length }).toEqual({ slug, keyTasks: career.keyTasks.length });
      career.keyTasks.forEach((task, i) => expectTranslated(`${slug}.keyTasks[${i}]`, fil.keyTasks[i], task));
      // Tool and method names (SQL, Figma, AutoCAD) stay English, so single skills may match; the soft
      // skills as a whole are written in Filipino.
      expect({ slug, hard: fil.skills.hard.length, soft: fil.skills.soft.length }).toEqual({
        slug,
        hard: career.skills.hard.length,
        soft: career.skills.soft.length,
      });
      expect({ slug, softSameAsEnglish: fil.skills.soft.join('|') === career.skills.soft.join('|') }).toEqual({
        slug,
        softSameAsEnglish: false,
      });
      for (const skill of [...fil.skills.hard, ...fil.skills.soft]) {
        expect(skill.trim()).not.toBe('');
      }
    }
    expect(
      coverage(
        Object.keys(CAREERS_FIL),
        SEED_CAREERS.map((c) => c.slug),
      ),
    ).toEqual({ unknown: [], missing: [] });
  });

  it('have a Filipino version of every event', () => {
    expect(
      coverage(
        Object.keys(EVENTS_FIL),
        SEED_EVENTS.map((e) => e.key),
      ),
    ).toEqual({ unknown: [], missing: [] });
    for (const event of SEED_EVENTS) {
      const fil = EVENTS_FIL[event.key];
      expect(fil.title.trim()).not.toBe('');
      expectTranslated(`${event.key}.description`, fil.description, event.description);
    }
  });

  it('have a Filipino description of every video', () => {
    expect(
      coverage(
        Object.keys(VIDEOS_FIL),
        SEED_VIDEOS.map((v) => v.key),
      ),
    ).toEqual({ unknown: [], missing: [] });
    for (const video of SEED_VIDEOS) {
      expectTranslated(`${video.key}.description`, VIDEOS_FIL[video.key].description, video.description);
    }
  });

  it('have a Filipino description of every job, still saying when a listing is a sample', () => {
    expect(
      coverage(
        Object.keys(JOBS_FIL),
        SEED_JOBS.map((j) => j.key),
      ),
    ).toEqual({ unknown: [], missing: [] });
    for (const job of SEED_JOBS) {
      const fil = JOBS_FIL[job.key].description;
      expectTranslated(`${job.key}.description`, fil, job.description);
      expect({ key: job.key, sample: /sample/i.test(fil) }).toEqual({ key: job.key, sample: /sample/i.test(job.description) });
    }
  });

  it('fit the limits of the admin forms, so an admin can save each record with its Filipino texts', async () => {
    for (const career of SEED_CAREERS) {
      const { relatedCareers: _r, relatedVideos: _v, slug, ...english } = career;
      const { title, summary, dayInTheLife, keyTasks, skills, outlook } = CAREERS_FIL[slug];
      const input = { ...english, slug, title, summary, dayInTheLife, keyTasks, skills, outlook };
      await expect(valid(input, CareerDto)).resolves.toBeDefined();
    }
    for (const faq of SEED_FAQS) {
      const { topic, question, answer } = FAQS_FIL[faq.key];
      await expect(valid({ slug: faq.slug, topic, question, answer }, FaqDto)).resolves.toBeDefined();
    }
    for (const video of SEED_VIDEOS) {
      const { key, youtubeId, ...rest } = video;
      const input = { ...rest, youtube: youtubeId, description: VIDEOS_FIL[key].description };
      await expect(valid(input, VideoDto)).resolves.toBeDefined();
    }
    for (const job of SEED_JOBS) {
      const { key, postedDaysAgo: _p, deadlineInDays: _d, ...rest } = job;
      const input = { ...rest, description: JOBS_FIL[key].description, applyUrl: `https://jobs.example.com/${key}` };
      await expect(valid(input, JobDto)).resolves.toBeDefined();
    }
    for (const event of SEED_EVENTS) {
      const start = manilaAt(new Date(), event.startInDays, event.startHour);
      const input = {
        ...EVENTS_FIL[event.key],
        startAt: start.toISOString(),
        endAt: new Date(start.getTime() + event.durationHours * 3600000).toISOString(),
        format: event.format,
        location: event.location,
        onlineUrl: event.onlineUrl,
        capacity: event.capacity,
        needsApproval: event.needsApproval,
      };
      await expect(valid(input, EventDto)).resolves.toBeDefined();
    }
  });
});
