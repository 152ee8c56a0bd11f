/**
 * Filipino and Taglish words for careers, and the English words the catalogue uses for them.
 * Both search engines apply this list at query time (services/search/src/engine/synonyms.ts):
 * Meilisearch as its `synonyms` index setting (one-way: "guro" also finds "teacher", "teacher" does
 * not find "guro"), the embedded engine by searching the query again with each alternative put in
 * place of the words it replaces. The content service's list filters (careers, jobs, videos and the
 * admin lists: services/content/src/common/paging.ts) accept a word's alternatives too.
 *
 * Keys and alternatives are lower-case words as a query would be normalised: no accents, words
 * separated by spaces or hyphens. A key of several words ("call center") replaces those words
 * together. Spelling variants people type (inhinyero, inhenyero) are keys of their own.
 */
export const CAREER_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // Education
  guro: ['teacher', 'teaching'],
  titser: ['teacher'],
  maestro: ['teacher'],
  maestra: ['teacher'],
  propesor: ['professor', 'teacher'],
  // Health
  nars: ['nurse', 'nursing'],
  doktor: ['doctor', 'physician'],
  manggagamot: ['doctor', 'physician'],
  dentista: ['dentist'],
  parmasyutiko: ['pharmacist', 'pharmacy'],
  botikaryo: ['pharmacist'],
  komadrona: ['midwife'],
  hilot: ['midwife', 'therapist'],
  // Engineering, building and trades
  inhinyero: ['engineer', 'engineering'],
  inhenyero: ['engineer', 'engineering'],
  enhinyero: ['engineer', 'engineering'],
  arkitekto: ['architect'],
  karpintero: ['carpenter'],
  tubero: ['plumber'],
  elektrisyan: ['electrician'],
  elektrisista: ['electrician'],
  mekaniko: ['mechanic', 'technician'],
  kantero: ['welder', 'mechanic'],
  manghihinang: ['welder'],
  mason: ['mason', 'construction worker'],
  // Law and public service
  pulis: ['police officer', 'police'],
  bumbero: ['firefighter'],
  sundalo: ['soldier'],
  abogado: ['lawyer', 'attorney'],
  abogada: ['lawyer', 'attorney'],
  hukom: ['judge'],
  kawani: ['employee', 'staff'],
  'kawani ng gobyerno': ['government employee', 'public servant'],
  // Business, money and sales
  tindero: ['sales', 'salesperson'],
  tindera: ['sales', 'salesperson'],
  ahente: ['agent', 'sales'],
  negosyante: ['entrepreneur', 'business owner', 'business'],
  accountancy: ['accountant', 'accounting'],
  kontador: ['accountant', 'accounting'],
  tagatuos: ['accountant', 'bookkeeper'],
  kahera: ['cashier'],
  kahero: ['cashier'],
  bangkero: ['banker'],
  // Writing, media and the arts
  manunulat: ['writer'],
  mamamahayag: ['journalist', 'reporter'],
  tagapagbalita: ['reporter', 'journalist'],
  litratista: ['photographer'],
  potograpo: ['photographer'],
  pintor: ['painter', 'artist'],
  'mang-aawit': ['singer'],
  mangaawit: ['singer'],
  disenyador: ['designer'],
  // Farming, sea and food
  magsasaka: ['farmer', 'agriculture', 'agricultural'],
  mangingisda: ['fisher', 'fisherman', 'fisheries'],
  seaman: ['seafarer'],
  marino: ['seafarer', 'marine'],
  kusinero: ['cook', 'chef'],
  kusinera: ['cook', 'chef'],
  panadero: ['baker'],
  // Technology and call centres
  programmer: ['software developer', 'developer'],
  programer: ['software developer', 'developer'],
  'call center': ['customer service', 'bpo'],
  callcenter: ['customer service', 'bpo'],
  'call centre': ['customer service', 'bpo'],
  bpo: ['customer service'],
  csr: ['customer service representative'],
  // Care, service and transport
  'tagapag-alaga': ['caregiver'],
  tagapagalaga: ['caregiver'],
  katulong: ['helper', 'household worker'],
  drayber: ['driver'],
  tsuper: ['driver'],
  piloto: ['pilot'],
  tagapayo: ['counselor', 'adviser', 'coach'],
  mananaliksik: ['researcher', 'research'],
  siyentipiko: ['scientist'],
  trabaho: ['job', 'work'],
  kurso: ['course'],
};
