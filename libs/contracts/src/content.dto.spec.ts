import { createValidationPipe } from '@lakbay/platform';
import type { ArgumentMetadata } from '@nestjs/common';
import {
  AdminListQueryDto,
  CareerDto,
  CareerListQueryDto,
  CareerSuggestionQueryDto,
  CoachingResourceDto,
  UpdateCareerDto,
  UpdateEventDto,
  VideoDto,
} from './content.dto';

const pipe = createValidationPipe();
const body = (metatype: ArgumentMetadata['metatype']): ArgumentMetadata => ({ type: 'body', metatype });

async function errors(value: unknown, metatype: ArgumentMetadata['metatype']) {
  try {
    await pipe.transform(value, body(metatype));
    return [];
  } catch (err) {
    return (err as { details: { property: string; constraints: string[] }[] }).details;
  }
}

const career = {
  title: 'Data Analyst',
  category: 'data',
  summary: 'Turns raw data into answers.',
  dayInTheLife: 'Queries, charts and meetings.',
  keyTasks: ['Clean data'],
  skills: { hard: ['SQL'], soft: ['Curiosity'] },
  education: { shsStrands: ['STEM'], collegeCourses: ['BS Statistics'], tesdaCertificates: [] },
  outlook: 'Growing.',
};

describe('content DTOs', () => {
  it('accept a complete career', async () => {
    expect(await errors(career, CareerDto)).toEqual([]);
  });

  it('give one sentence per missing field, the basic problem first', async () => {
    expect(await errors({ title: 'Ok title' }, CareerDto)).toEqual([
      { property: 'category', constraints: ['Category must be one of the career categories.'] },
      { property: 'summary', constraints: ['Summary is required.'] },
      { property: 'dayInTheLife', constraints: ['A day in the life is required.'] },
      { property: 'keyTasks', constraints: ['Key tasks must be a list.'] },
      { property: 'skills', constraints: ['Skills are required: give lists of hard and soft skills.'] },
      { property: 'education', constraints: ['Education paths are required.'] },
      { property: 'outlook', constraints: ['Outlook is required.'] },
    ]);
  });

  it('name nested fields with their path', async () => {
    const wrong = { ...career, education: { ...career.education, shsStrands: ['STEM', 'XYZ'] } };
    expect(await errors(wrong, CareerDto)).toEqual([
      { property: 'education.shsStrands', constraints: ['Each strand must be STEM, ABM, HUMSS, GAS or TVL.'] },
    ]);
  });

  it('take licensure exams as an optional list of names on the education paths', async () => {
    const withExams = (licensureExams: unknown) => ({ ...career, education: { ...career.education, licensureExams } });
    expect(await errors(withExams(['Nurse Licensure Examination (PRC)']), CareerDto)).toEqual([]);
    expect(await errors(withExams(undefined), CareerDto)).toEqual([]);
    expect(await errors(withExams('Nurse Licensure Examination'), CareerDto)).toEqual([
      { property: 'education.licensureExams', constraints: ['Licensure examinations must be a list.'] },
    ]);
    expect(await errors(withExams(['x']), CareerDto)).toEqual([
      { property: 'education.licensureExams', constraints: ['Each licensure examination must be 2 to 200 characters.'] },
    ]);
  });

  it('let a change name any subset of fields, refuse null for required ones and allow it for nullable ones', async () => {
    expect(await errors({}, UpdateCareerDto)).toEqual([]);
    expect(await errors({ salary: null, published: false }, UpdateCareerDto)).toEqual([]);
    expect(await errors({ title: null, published: null }, UpdateCareerDto)).toEqual([
      { property: 'title', constraints: ['Title is required.'] },
      { property: 'published', constraints: ['Published must be true or false.'] },
    ]);
    expect(await errors({ capacity: null, location: null }, UpdateEventDto)).toEqual([]);
  });

  it('refuse unknown fields', async () => {
    expect(await errors({ ...career, hacker: true }, CareerDto)).toEqual([
      { property: 'hacker', constraints: ['property hacker should not exist'] },
    ]);
  });

  it('accept YouTube links and ids for videos, and nothing else', async () => {
    const video = { title: 'A talk', speaker: 'Ana', speakerRole: 'Engineer', categories: ['data'], publishedOn: '2024-02-29' };
    expect(await errors({ ...video, youtube: 'https://youtu.be/eIho2S0ZahI' }, VideoDto)).toEqual([]);
    expect(await errors({ ...video, youtube: null }, VideoDto)).toEqual([]);
    expect(await errors({ ...video, youtube: 'https://vimeo.com/1' }, VideoDto)).toEqual([
      { property: 'youtube', constraints: ['YouTube video must be an 11-character video id or a YouTube link.'] },
    ]);
    expect(await errors({ ...video, publishedOn: '2024-13-01' }, VideoDto)).toEqual([
      { property: 'publishedOn', constraints: ['Published date must be a date (YYYY-MM-DD).'] },
    ]);
  });

  it('accept web addresses and platform paths as resource links, not protocol-relative ones', async () => {
    const resource = { title: 'Start here', body: 'Welcome.' };
    expect(await errors({ ...resource, linkUrl: '/faqs/add-availability' }, CoachingResourceDto)).toEqual([]);
    expect(await errors({ ...resource, linkUrl: 'https://lakbay.ph/x' }, CoachingResourceDto)).toEqual([]);
    expect(await errors({ ...resource, linkUrl: '//evil.example' }, CoachingResourceDto)).toHaveLength(1);
    expect(await errors({ ...resource, linkUrl: 'javascript:alert(1)' }, CoachingResourceDto)).toHaveLength(1);
  });

  it('read query strings as numbers and booleans, within limits', async () => {
    const query = (value: unknown, metatype: ArgumentMetadata['metatype']) => pipe.transform(value, { type: 'query', metatype });
    await expect(query({ page: '2', pageSize: '50', q: ' data ' }, CareerListQueryDto)).resolves.toMatchObject({
      page: 2,
      pageSize: 50,
      q: 'data',
    });
    await expect(query({ pageSize: '51' }, CareerListQueryDto)).rejects.toMatchObject({
      details: [{ property: 'pageSize', constraints: ['Page size must be 50 or less.'] }],
    });
    await expect(query({ page: 'two' }, CareerListQueryDto)).rejects.toMatchObject({
      details: [{ property: 'page', constraints: ['Page must be a whole number.'] }],
    });
    await expect(query({ published: 'false' }, AdminListQueryDto)).resolves.toMatchObject({ published: false });
  });

  it('take a Holland code of 1 to 3 different RIASEC letters for suggestions, in either case', async () => {
    const rule = ['Interests must be 1 to 3 different letters of R, I, A, S, E, C (e.g. SIA).'];
    for (const interests of ['S', 'sia', ' CER ']) {
      expect(await errors({ interests }, CareerSuggestionQueryDto)).toEqual([]);
    }
    for (const interests of [undefined, '', 'SS', 'SIAE', 'XYZ', 'S,I']) {
      expect(await errors({ interests }, CareerSuggestionQueryDto)).toEqual([{ property: 'interests', constraints: rule }]);
    }
    expect(await pipe.transform({ interests: 'sia' }, body(CareerSuggestionQueryDto))).toMatchObject({ interests: 'SIA' });
  });

  it('take optional quiz scores for suggestions: six numbers 0 to 10 in RIASEC order', async () => {
    const rule = ['Scores must be six whole numbers from 0 to 10 in R, I, A, S, E, C order (e.g. 2,7,7,10,1,0).'];
    for (const scores of [undefined, '2,7,7,10,1,0', '0,0,0,0,0,0', ' 10,10,10,10,10,10 ']) {
      expect(await errors({ interests: 'SIA', scores }, CareerSuggestionQueryDto)).toEqual([]);
    }
    for (const scores of ['', '2,7,7,10,1', '2,7,7,11,1,0', '2, 7,7,10,1,0', '-1,0,0,0,0,0', 'S10', 7]) {
      expect(await errors({ interests: 'SIA', scores }, CareerSuggestionQueryDto)).toEqual([{ property: 'scores', constraints: rule }]);
    }
  });
});
