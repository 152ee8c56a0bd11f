import type { CoachProfile } from '../entities/coach-profile.entity';

/** A demo coach's public profile as seeded (see DEMO_KOACH_PROFILE for the one that logs in). */
export interface DemoCoachProfile {
  displayName: string;
  slug: string;
  headline: string;
  expertise: CoachProfile['expertise'];
  yearsOfExperience: number;
  bio: string;
  languages: string[];
  linkedinUrl: null;
  meetingLink: string;
  timeZone: string;
}

export interface DemoCoach {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  profile: DemoCoachProfile;
}

const meetingLink = (slug: string) => `https://meet.jit.si/lakbay-demo-${slug}`;

/**
 * Nine demo coaches beside the demo Koach, so the coach list has people in every career category,
 * several languages and three time zones. Fictional people and companies, marked "(demo account)";
 * they get a random password nobody knows: they are for browsing and booking, not for logging in.
 */
export const DEMO_COACHES: readonly DemoCoach[] = [
  {
    email: 'andrea.villanueva@demo.lakbay.ph',
    username: 'andrea_villanueva',
    firstName: 'Andrea',
    lastName: 'Villanueva',
    profile: {
      displayName: 'Andrea Villanueva',
      slug: 'andrea-villanueva',
      headline: 'Brand Manager at Kaldero Foods (demo account)',
      expertise: ['brand-management', 'marketing-branding'],
      yearsOfExperience: 9,
      bio: 'I started as a management trainee in a Pasig food company and now run the brand of a snack line sold in sari-sari stores nationwide. I can help with: breaking into FMCG marketing, management trainee programmes, and brand case interviews.',
      languages: ['English', 'Filipino'],
      linkedinUrl: null,
      meetingLink: meetingLink('andrea-villanueva'),
      timeZone: 'Asia/Manila',
    },
  },
  {
    email: 'paolo.mercado@demo.lakbay.ph',
    username: 'paolo_mercado',
    firstName: 'Paolo',
    lastName: 'Mercado',
    profile: {
      displayName: 'Paolo Mercado',
      slug: 'paolo-mercado',
      headline: 'Senior Product Designer at Bangka Digital, Singapore (demo account)',
      expertise: ['design', 'multimedia'],
      yearsOfExperience: 7,
      bio: 'I studied Fine Arts in Cebu, freelanced in graphic design, and moved to Singapore to design banking apps. I can help with: building a UX portfolio, moving from graphic to product design, and working abroad as a designer.',
      languages: ['English', 'Filipino', 'Cebuano'],
      linkedinUrl: null,
      meetingLink: meetingLink('paolo-mercado'),
      timeZone: 'Asia/Singapore',
    },
  },
  {
    email: 'jasmine.abad@demo.lakbay.ph',
    username: 'jasmine_abad',
    firstName: 'Jasmine',
    lastName: 'Abad',
    profile: {
      displayName: 'Jasmine Abad',
      slug: 'jasmine-abad',
      headline: 'Civil Engineer at Tulay Builders (demo account)',
      expertise: ['math-logic', 'operations'],
      yearsOfExperience: 11,
      bio: 'I grew up in Laoag, passed the civil engineering board exam, and now manage bridge and road projects in Northern Luzon. I can help with: preparing for the board exam, your first site job, and project management in construction.',
      languages: ['English', 'Filipino', 'Ilocano'],
      linkedinUrl: null,
      meetingLink: meetingLink('jasmine-abad'),
      timeZone: 'Asia/Manila',
    },
  },
  {
    email: 'ramon.dizon@demo.lakbay.ph',
    username: 'ramon_dizon',
    firstName: 'Ramon',
    lastName: 'Dizon',
    profile: {
      displayName: 'Ramon Dizon',
      slug: 'ramon-dizon',
      headline: 'Research Scientist at Lakan Institute of Agriculture (demo account)',
      expertise: ['research', 'data'],
      yearsOfExperience: 12,
      bio: 'I did my masters on rice varieties on a DOST scholarship and now lead field trials with farmers in Nueva Ecija. I can help with: graduate school and scholarships, research careers in the Philippines, and writing a thesis proposal.',
      languages: ['English', 'Filipino'],
      linkedinUrl: null,
      meetingLink: meetingLink('ramon-dizon'),
      timeZone: 'Asia/Manila',
    },
  },
  {
    email: 'lourdes.tan@demo.lakbay.ph',
    username: 'lourdes_tan',
    firstName: 'Lourdes',
    lastName: 'Tan',
    profile: {
      displayName: 'Lourdes Tan',
      slug: 'lourdes-tan',
      headline: 'Programme Officer at Bayanihan Foundation (demo account)',
      expertise: ['community-development', 'research'],
      yearsOfExperience: 8,
      bio: 'I studied social work in Cebu City and have run livelihood and disaster-recovery programmes in the Visayas since Typhoon Yolanda. I can help with: careers in NGOs and development work, community needs assessments, and grant writing.',
      languages: ['English', 'Cebuano', 'Filipino'],
      linkedinUrl: null,
      meetingLink: meetingLink('lourdes-tan'),
      timeZone: 'Asia/Manila',
    },
  },
  {
    email: 'miguel.santos@demo.lakbay.ph',
    username: 'miguel_santos',
    firstName: 'Miguel',
    lastName: 'Santos',
    profile: {
      displayName: 'Miguel Santos',
      slug: 'miguel-santos',
      headline: 'Key Account Manager at Sampaguita Telecom (demo account)',
      expertise: ['sales', 'business'],
      yearsOfExperience: 10,
      bio: 'I began selling prepaid loads to retailers in Davao and now handle corporate accounts for a telecom in Makati. I can help with: starting a career in sales, negotiating your first offer, and business development roles.',
      languages: ['English', 'Filipino', 'Cebuano'],
      linkedinUrl: null,
      meetingLink: meetingLink('miguel-santos'),
      timeZone: 'Asia/Manila',
    },
  },
  {
    email: 'katrina.lopez@demo.lakbay.ph',
    username: 'katrina_lopez',
    firstName: 'Katrina',
    lastName: 'Lopez',
    profile: {
      displayName: 'Katrina Lopez',
      slug: 'katrina-lopez',
      headline: 'Video Producer at Alon Media (demo account)',
      expertise: ['multimedia', 'marketing-branding'],
      yearsOfExperience: 6,
      bio: 'I took up Communication Arts in Manila, edited wedding videos on weekends, and now produce social video campaigns for local brands. I can help with: building a reel, freelancing versus agency work, and careers in content production.',
      languages: ['English', 'Filipino'],
      linkedinUrl: null,
      meetingLink: meetingLink('katrina-lopez'),
      timeZone: 'Asia/Manila',
    },
  },
  {
    email: 'carlo.bautista@demo.lakbay.ph',
    username: 'carlo_bautista',
    firstName: 'Carlo',
    lastName: 'Bautista',
    profile: {
      displayName: 'Carlo Bautista',
      slug: 'carlo-bautista',
      headline: 'Operations Manager at Pacific Freight Lines, Los Angeles (demo account)',
      expertise: ['operations', 'sales'],
      yearsOfExperience: 14,
      bio: 'I worked in a Batangas port before moving to California, where I now run warehouse and shipping operations for a freight company. I can help with: logistics and supply-chain careers, working abroad as an OFW, and leading a team.',
      languages: ['English', 'Filipino', 'Ilocano'],
      linkedinUrl: null,
      meetingLink: meetingLink('carlo-bautista'),
      timeZone: 'America/Los_Angeles',
    },
  },
  {
    email: 'rhea.manalo@demo.lakbay.ph',
    username: 'rhea_manalo',
    firstName: 'Rhea',
    lastName: 'Manalo',
    profile: {
      displayName: 'Rhea Manalo',
      slug: 'rhea-manalo',
      headline: 'Actuary at Sinag Life Assurance (demo account)',
      expertise: ['math-logic', 'data', 'research'],
      yearsOfExperience: 9,
      bio: 'I finished BS Mathematics in Los Baños and passed my actuarial exams while working in a Makati insurer. I can help with: careers for math majors, the actuarial exams, and data analysis with spreadsheets and Python.',
      languages: ['English', 'Filipino'],
      linkedinUrl: null,
      meetingLink: meetingLink('rhea-manalo'),
      timeZone: 'Asia/Manila',
    },
  },
];
