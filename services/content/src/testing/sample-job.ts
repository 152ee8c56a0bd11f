import type { JobInput } from '@lakbay/contracts';

/** The required fields of a valid posting, shared by the specs' job records and job inputs. */
export const SAMPLE_JOB: Required<Omit<JobInput, 'salaryMin' | 'salaryMax' | 'postedAt' | 'deadline' | 'isSample' | 'published' | 'fil'>> =
  {
    title: 'Junior Data Analyst',
    company: 'Bituin Analytics (sample)',
    location: 'Makati City, Metro Manila',
    workType: 'HYBRID',
    employmentType: 'FULL_TIME',
    category: 'sales',
    description: 'Clean and chart the sales data.',
    applyUrl: 'https://careers.example.ph/jobs/1',
  };
