/**
 * The Filipino versions of seeded content, by the English record's natural key (a career's slug, a
 * FAQ's or resource's key...). Each holds the texts a person reads; names (courses, certificates,
 * talks' titles, companies) stay as they are officially written. A record missing here is shown in
 * English with the fallback said.
 */
export interface CareerFil {
  title: string;
  summary: string;
  dayInTheLife: string;
  keyTasks: string[];
  skills: { hard: string[]; soft: string[] };
  outlook: string;
}

export interface FaqFil {
  topic: string;
  question: string;
  answer: string;
}

export interface ResourceFil {
  title: string;
  body: string;
}

export interface EventFil {
  title: string;
  description: string;
}

export interface VideoFil {
  description: string;
}

export interface JobFil {
  description: string;
}
