import type { CareerCategory, CareerSkills, EducationPaths, EmploymentType, EventFormat, SalaryRange, WorkType } from '@lakbay/contracts';

/** A seed career; related careers by slug and related videos by seed key, resolved at seeding. */
export interface SeedCareer {
  slug: string;
  title: string;
  category: CareerCategory;
  summary: string;
  dayInTheLife: string;
  keyTasks: string[];
  skills: CareerSkills;
  education: EducationPaths;
  salary: SalaryRange;
  outlook: string;
  relatedCareers: string[];
  relatedVideos: string[];
}

export interface SeedVideo {
  /** Natural key of the seed record. */
  key: string;
  title: string;
  speaker: string;
  speakerRole: string;
  /** Only ids checked against the talk's public YouTube page; null leaves it for an admin. */
  youtubeId: string | null;
  durationSeconds: number | null;
  categories: CareerCategory[];
  publishedOn: string;
  description: string;
}

/** A sample posting from a fictional company; dates are relative to the day the seed runs. */
export interface SeedJob {
  key: string;
  title: string;
  company: string;
  location: string;
  workType: WorkType;
  employmentType: EmploymentType;
  salaryMin: number | null;
  salaryMax: number | null;
  category: CareerCategory;
  description: string;
  postedDaysAgo: number;
  /** Days from the seed date; negative: already past (hidden from the list); null: none. */
  deadlineInDays: number | null;
}

/** Dates relative to the seed date; times are Asia/Manila (UTC+8, no daylight saving). */
export interface SeedEvent {
  key: string;
  title: string;
  description: string;
  startInDays: number;
  /** Hour of day in Manila. */
  startHour: number;
  durationHours: number;
  format: EventFormat;
  location: string | null;
  onlineUrl: string | null;
  /** Days before the start that registration closes; null: at the start. */
  closeDaysBefore: number | null;
  capacity: number | null;
  needsApproval: boolean;
}

export interface SeedFaq {
  key: string;
  slug: string | null;
  topic: string;
  question: string;
  answer: string;
}

export interface SeedResource {
  key: string;
  title: string;
  body: string;
  linkUrl: string | null;
  linkLabel: string | null;
}
