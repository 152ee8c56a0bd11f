import { type MessagePattern, pattern } from './message-pattern';

/*
 * The server's error messages in Filipino, as the interface speaks it (web/src/lib/i18n and the
 * features' *.fil.ts): everyday Filipino with the English words students use (e-mail, password,
 * link, session, Koach, Kadet, challenge, event, slug, upload...), addressing the reader as "ka/mo".
 * Keyed by the English exactly as the server writes it; `tests/server-messages.spec.ts` fails when
 * a message the server can send has no entry here. Codes, field names (`whyJoin`), allowed values
 * (`ONLINE`), numbers, names and addresses stay as they are.
 */

/**
 * Names of fields and things as the messages word them, for the patterns' `{field}` and `{item}`:
 * a field opening an English sentence ("First name is required.") or after "Each", "List at
 * most 20", "Too many".
 */
export const FILIPINO_FIELDS: Readonly<Record<string, string>> = {
  // Payload fields (labels of the forms and editors)
  // The Filipino versions of content records (issue 29)
  'A day in the life (Filipino)': 'bahaging “Isang araw sa trabaho” sa Filipino',
  'Answer (Filipino)': 'sagot sa Filipino',
  'Body (Filipino)': 'nilalaman sa Filipino',
  'Brief (Filipino)': 'brief sa Filipino',
  'Deliverable (Filipino)': 'deliverable sa Filipino',
  'Description (Filipino)': 'paglalarawan sa Filipino',
  'Hard skills (Filipino)': 'hard skills sa Filipino',
  'Key tasks (Filipino)': 'mga pangunahing gawain sa Filipino',
  'Link label (Filipino)': 'label ng link sa Filipino',
  'Outlook (Filipino)': 'outlook ng trabaho sa Filipino',
  'Question (Filipino)': 'tanong sa Filipino',
  'Soft skills (Filipino)': 'soft skills sa Filipino',
  'Summary (Filipino)': 'buod sa Filipino',
  'Title (Filipino)': 'pamagat sa Filipino',
  'Topic (Filipino)': 'paksa sa Filipino',
  'Week brief (Filipino)': 'brief ng week sa Filipino',
  'Week title (Filipino)': 'pamagat ng week sa Filipino',
  'A day in the life': 'bahaging “Isang araw sa trabaho”',
  Action: 'action',
  Answer: 'sagot',
  Answers: 'mga sagot',
  'Answer length': 'pinakamahabang sagot',
  'Apply link': 'link para mag-apply',
  File: 'file',
  'Banner image': 'banner image',
  'Banner image address': 'address ng banner image',
  Bio: 'bio',
  'Buffer after': 'pahinga pagkatapos',
  'Buffer before': 'pahinga bago',
  Body: 'nilalaman',
  Capacity: 'bilang ng upuan',
  'Career interests': 'mga career na interesado ka',
  Categories: 'mga kategorya',
  Category: 'kategorya',
  City: 'lungsod o bayan',
  'College courses': 'mga kurso sa kolehiyo',
  Comment: 'comment',
  Company: 'kumpanya',
  Deadline: 'deadline',
  'Degree or programme': 'kurso o programa',
  Description: 'paglalarawan',
  'Display name': 'display name',
  Duration: 'haba',
  'E-mail address': 'e-mail address',
  'Education paths': 'mga landas sa pag-aaral',
  'Employment type': 'uri ng employment',
  End: 'katapusan',
  'Entry salary (highest)': 'pinakamataas na sahod sa entry level',
  'Entry salary (lowest)': 'pinakamababang sahod sa entry level',
  'Event id': 'event id',
  'Experienced salary (highest)': 'pinakamataas na sahod ng may karanasan',
  'Experienced salary (lowest)': 'pinakamababang sahod ng may karanasan',
  Expertise: 'expertise',
  'First name': 'pangalan',
  Format: 'format',
  'Hard skills': 'hard skills',
  Headline: 'headline',
  'Highest salary': 'pinakamataas na sahod',
  Id: 'id',
  Ids: 'mga id',
  'Interest only': '“interest only”',
  'Job-search stage': 'yugto ng paghahanap ng trabaho',
  'Key tasks': 'mga pangunahing gawain',
  Language: 'wika',
  Languages: 'mga wika',
  'Last name': 'apelyido',
  'Licensure examinations': 'mga board exam (licensure)',
  Link: 'link',
  'Link label': 'label ng link',
  'LinkedIn URL': 'LinkedIn URL',
  Location: 'lokasyon',
  'Lowest salary': 'pinakamababang sahod',
  'Meeting link': 'meeting link',
  'Needs approval': '“kailangan ng approval”',
  'Online link': 'online link',
  Outlook: 'outlook ng trabaho',
  Page: 'page',
  'Page size': 'laki ng page',
  Password: 'password',
  Position: 'posisyon',
  'Posted date': 'petsa ng pag-post',
  Province: 'probinsya',
  Published: '“published”',
  'Published date': 'petsa ng pag-publish',
  Question: 'tanong',
  'Question id': 'id ng tanong',
  Questions: 'mga tanong',
  Rating: 'rating',
  Reason: 'dahilan',
  'Registration close': 'pagsasara ng registration',
  'Registration id': 'registration id',
  'Related careers': 'mga kaugnay na career',
  'Related videos': 'mga kaugnay na video',
  Required: '“required”',
  Role: 'role',
  'Salary source': 'source ng datos ng sahod',
  'Salary year': 'taon ng sahod',
  Sample: '“sample”',
  School: 'paaralan',
  'Search text': 'hinahanap mo',
  'Search words': 'mga salitang hahanapin',
  'Senior-high strands': 'mga strand sa Senior High',
  Slug: 'slug',
  'Soft skills': 'soft skills',
  Speaker: 'speaker',
  "Speaker's role": 'role ng speaker',
  Start: 'simula',
  Status: 'status',
  'Student status': 'status bilang estudyante',
  Summary: 'buod',
  'TESDA certificates': 'mga TESDA certificate',
  'Time zone': 'time zone',
  Title: 'pamagat',
  Topic: 'paksa',
  'User ids': 'mga user id',
  Username: 'username',
  When: '“when”',
  'Work type': 'uri ng trabaho',
  'Year level': 'year level',
  'Years of experience': 'taon ng karanasan',
  'The Google token': 'Google token',
  'The code': 'code',
  'The link token': 'token ng link',
  'The reset token': 'reset token',
  'The sign-up token': 'sign-up token',
  'The width': 'lapad',
  'YouTube video': 'YouTube video',
  // The challenge editor (admin)
  Brief: 'brief',
  'Cover image': 'cover image',
  Deliverable: 'deliverable',
  'Due date': 'due date',
  'Enrolment deadline': 'deadline ng enrolment',
  'Late days': 'bilang ng araw na puwedeng ma-late',
  'Maximum group size': 'pinakamalaking bilang ng grupo',
  'Minimum group size': 'pinakamaliit na bilang ng grupo',
  'Partner logo': 'logo ng partner',
  'Partner name': 'pangalan ng partner',
  'Partner website': 'website ng partner',
  'Resource link': 'link ng resource',
  'Resource title': 'pamagat ng resource',
  Resources: 'mga resource',
  Seats: 'bilang ng upuan',
  'Start date': 'petsa ng simula',
  Tasks: 'mga gawain',
  'Week brief': 'brief ng week',
  'Week title': 'pamagat ng week',
  Weeks: 'mga week',
  'Who may join': '“sino ang puwedeng sumali”',
  // After "Each ..."
  category: 'kategorya',
  certificate: 'certificate',
  course: 'kurso',
  'licensure examination': 'board exam',
  link: 'link',
  skill: 'skill',
  task: 'gawain',
  // After "List at most N ..."
  'college courses': 'kurso sa kolehiyo',
  'hard skills': 'hard skill',
  'key tasks': 'pangunahing gawain',
  resources: 'resource',
  tasks: 'gawain',
  'licensure examinations': 'board exam',
  'soft skills': 'soft skill',
  // After "Too many ..." (rate limits)
  'failed log-in attempts': 'maling pagsubok na mag-log in',
  'sign-ups from this address': 'sign-up mula sa address na ito',
  'sign-up e-mails for this address': 'sign-up e-mail para sa address na ito',
  'sign-up links from this address': 'sign-up link mula sa address na ito',
  'password reset requests from this address': 'request na mag-reset ng password mula sa address na ito',
  'password reset e-mails for this address': 'password reset e-mail para sa address na ito',
  'password reset attempts from this address': 'pagsubok na mag-reset ng password mula sa address na ito',
  'Google sign-in attempts from this address': 'pagsubok na mag-sign in gamit ang Google mula sa address na ito',
  'privacy requests for this account': 'privacy request para sa account na ito',
};

/** Sentences with parts that vary: the first whose English fits (and whose parts carry over) is used. */
export const FILIPINO_PATTERNS: readonly MessagePattern[] = [
  // ---- Payload checks, one shape for many fields -----------------------------------------------
  pattern('{field} is required.', 'Kailangan ang {field}.'),
  pattern('{field} are required.', 'Kailangan ang {field}.'),
  pattern('{field} must be text.', 'Dapat text ang {field}.'),
  pattern('{field} must be at least {n} characters.', 'Dapat hindi bababa sa {n} character ang {field}.'),
  pattern('{field} must be at most {n} characters.', 'Dapat hindi hihigit sa {n} character ang {field}.'),
  pattern('{field} must be {n} to {n2} characters.', 'Dapat {n} hanggang {n2} character ang {field}.'),
  pattern('{field} is too long.', 'Masyadong mahaba ang {field}.'),
  pattern('{field} must be a list.', 'Dapat listahan ang {field}.'),
  pattern('{field} must be true or false.', 'Dapat true o false ang {field}.'),
  pattern('{field} must be a whole number.', 'Dapat buong numero ang {field}.'),
  pattern('{field} must be a whole number from {n} to {n2}.', 'Dapat buong numero mula {n} hanggang {n2} ang {field}.'),
  pattern('{field} must be a whole number of pesos.', 'Dapat buong halaga sa piso ang {field}.'),
  pattern('{field} must be a whole number of minutes.', 'Dapat buong bilang ng minuto ang {field}.'),
  pattern('{field} must be from {n} to {n2} minutes.', 'Dapat {n} hanggang {n2} minuto ang {field}.'),
  pattern('{field} must be {n} or more.', 'Dapat {n} o higit pa ang {field}.'),
  pattern('{field} must be {n} or less.', 'Dapat {n} o mas mababa ang {field}.'),
  pattern('{field} must be at least {n}.', 'Dapat hindi bababa sa {n} ang {field}.'),
  pattern('{field} must be at most {n}.', 'Dapat hindi hihigit sa {n} ang {field}.'),
  pattern('{field} must be a date and time (ISO 8601).', 'Dapat petsa at oras (ISO 8601) ang {field}.'),
  pattern('{field} must be an ISO 8601 date and time.', 'Dapat petsa at oras (ISO 8601) ang {field}.'),
  pattern('{field} must be a UUID.', 'Dapat UUID ang {field}.'),
  pattern(
    '{field} must be a web address starting with http:// or https://.',
    'Dapat web address na nagsisimula sa http:// o https:// ang {field}.',
  ),
  pattern('{field} must be a web address starting with https://.', 'Dapat web address na nagsisimula sa https:// ang {field}.'),
  pattern('{field} must be one of: {values}.', 'Dapat isa sa mga ito ang {field}: {values}.'),
  pattern('{field} must be one of {values}.', 'Dapat isa sa mga ito ang {field}: {values}.'),
  pattern('{field} must be among {values}.', 'Dapat kabilang sa mga ito ang {field}: {values}.'),
  pattern('{field} must be {choices}.', 'Dapat {choices} ang {field}.'),
  pattern('{field} can hold at most {n} addresses.', 'Hanggang {n} address lang ang puwede sa {field}.'),
  pattern('{field} has at most {n} entries.', 'Hanggang {n} lang ang puwede sa {field}.'),
  pattern('Each {item} must be text.', 'Dapat text ang bawat {item}.'),
  pattern('Each {item} must be {n} to {n2} characters.', 'Dapat {n} hanggang {n2} character ang bawat {item}.'),
  pattern('List at most {n} {item}.', 'Hanggang {n} {item} lang ang puwedeng ilista.'),

  // ---- class-validator's own messages (a property's API name, kept) -----------------------------
  pattern('{property} must be a string', 'Dapat text (string) ang {property}'),
  pattern('each value in {property} must be a string', 'Dapat text (string) ang bawat value sa {property}'),
  pattern('{property} must be shorter than or equal to {n} characters', 'Dapat hindi hihigit sa {n} character ang {property}'),
  pattern('{property} must be longer than or equal to {n} characters', 'Dapat hindi bababa sa {n} character ang {property}'),
  pattern('{property} must be a UUID', 'Dapat UUID ang {property}'),
  pattern('each value in {property} must be a UUID', 'Dapat UUID ang bawat value sa {property}'),
  pattern('{property} must be a boolean value', 'Dapat true o false ang {property}'),
  pattern('{property} must be a valid ISO 8601 date string', 'Dapat petsa sa ISO 8601 ang {property}'),
  pattern('{property} must be an array', 'Dapat listahan (array) ang {property}'),
  pattern('{property} must be an email', 'Dapat e-mail address ang {property}'),
  pattern('{property} must be an integer number', 'Dapat buong numero ang {property}'),
  pattern('{property} must be a number conforming to the specified constraints', 'Dapat numero ang {property}'),
  pattern('{property} must be an object', 'Dapat object ang {property}'),
  pattern('{property} must be one of the following values: {values}', 'Dapat isa sa mga value na ito ang {property}: {values}'),
  pattern('{property} must contain no more than {n} elements', 'Hanggang {n} item lang ang puwede sa {property}'),
  pattern('{property} must contain at least {n} elements', 'Dapat hindi bababa sa {n} item ang {property}'),
  pattern('{property} must match {regex} regular expression', 'Dapat tumugma ang {property} sa regular expression na {regex}'),
  pattern('{property} must not be greater than {n}', 'Dapat hindi hihigit sa {n} ang {property}'),
  pattern('{property} must not be less than {n}', 'Dapat hindi bababa sa {n} ang {property}'),
  pattern('{property} should not be empty', 'Hindi dapat blangko ang {property}'),
  pattern('{property} should not be null or undefined', 'Kailangan ang {property}'),
  pattern('property {property} should not exist', 'Hindi tinatanggap ang property na {property}'),
  pattern('nested property {property} must be either object or array', 'Dapat object o array ang nested property na {property}'),
  pattern(
    'each value in nested property {property} must be either object or array',
    'Dapat object o array ang bawat value sa nested property na {property}',
  ),

  // ---- The framework's own errors (Nest, Fastify) ----------------------------------------------
  pattern('Cannot {method} {path}', 'Walang ganitong address: {method} {path}'),
  pattern('Unsupported Media Type: {type}', 'Hindi tinatanggap ang content type na {type}'),

  // ---- Services and the platform ---------------------------------------------------------------
  pattern(
    'The {service} service is unavailable. Please try again shortly.',
    'Hindi available ang {service} service ngayon. Pakisubukan ulit maya-maya.',
  ),
  pattern(
    'The {service} service did not answer in time. Please try again shortly.',
    'Hindi sumagot sa takdang oras ang {service} service. Pakisubukan ulit maya-maya.',
  ),
  pattern(
    'The {service} service did not confirm this change in time. It may have been saved: retry with the same Idempotency-Key to be safe.',
    'Hindi nakumpirma ng {service} service ang pagbabagong ito sa takdang oras. Baka na-save na ito: para sigurado, subukan ulit gamit ang parehong Idempotency-Key.',
  ),
  pattern('The {service} database is busy. Please try again shortly.', 'Abala ang database ng {service}. Pakisubukan ulit maya-maya.'),
  pattern('The {service} service is busy. Please try again in a moment.', 'Abala ang {service} service. Pakisubukan ulit sandali.'),
  pattern(
    'The {service} database is unavailable. Please try again shortly.',
    'Hindi available ang database ng {service} ngayon. Pakisubukan ulit maya-maya.',
  ),
  pattern('Too many {item}. Please try again in {n} minute.', 'Masyadong maraming {item}. Pakisubukan ulit pagkalipas ng {n} minuto.'),
  pattern('Too many {item}. Please try again in {n} minutes.', 'Masyadong maraming {item}. Pakisubukan ulit pagkalipas ng {n} minuto.'),
  pattern(
    'The JSON body is nested too deeply (more than {n} levels).',
    'Masyadong malalim ang pagkaka-nest ng JSON body (higit sa {n} level).',
  ),
  pattern('The body is not valid JSON: {detail}', 'Hindi valid na JSON ang body: {detail}'),
  pattern('Please finish step {n} of onboarding first.', 'Tapusin muna ang hakbang {n} ng onboarding.'),
  pattern('from and to must be at most {n} days apart', 'Dapat hindi hihigit sa {n} araw ang pagitan ng from at to'),

  // ---- Content ---------------------------------------------------------------------------------
  pattern(
    'Another career already uses the address /careers/{slug}. Choose another slug.',
    'May ibang career na gumagamit ng address na /careers/{slug}. Pumili ng ibang slug.',
  ),
  pattern('Another FAQ already uses the key {slug}. Choose another one.', 'May ibang FAQ na gumagamit ng key na {slug}. Pumili ng iba.'),

  // ---- Virtual Apprenticeship ------------------------------------------------------------------
  pattern(
    'A group has at most {n} people: invite at most {n2}.',
    'Hanggang {n} tao lang ang isang grupo: hanggang {n2} lang ang puwede mong imbitahan.',
  ),
  pattern('{field} must be a date (YYYY-MM-DD).', 'Dapat petsa (YYYY-MM-DD) ang {field}.'),
  pattern('{field} is not a real date.', 'Walang ganitong petsa sa kalendaryo: tingnan ang {field}.'),
  pattern('Week {n}: the due date is not a real date.', 'Week {n}: walang ganitong petsa sa kalendaryo ang due date.'),
  pattern('Week {n} must be due after week {n2}.', 'Dapat mas huli ang due date ng week {n} kaysa sa week {n2}.'),
  pattern('A challenge has at most {n} weeks.', 'Hanggang {n} week lang ang isang challenge.'),
  pattern('Week 1 has opened: the start date stays {date}.', 'Bukas na ang week 1: mananatiling {date} ang petsa ng simula.'),
  pattern(
    'Week {n} is already due or has hand-ins: it cannot be removed.',
    'Lumipas na ang due date ng week {n} o may hand-in na ito: hindi na ito puwedeng alisin.',
  ),
  pattern('Week {n} is already due: its due date stays {date}.', 'Lumipas na ang due date ng week {n}: mananatili itong {date}.'),
  pattern(
    'Week {n} cannot be moved to a day that has passed: groups are enrolled.',
    'Hindi puwedeng ilipat ang week {n} sa araw na lumipas na: may mga grupong naka-enroll.',
  ),
  pattern('{n} seats are taken: seats cannot go below that.', 'May {n} upuang nakuha na: hindi puwedeng bumaba roon ang bilang ng upuan.'),
  pattern(
    'An enrolled group has {n} members: the maximum group size cannot go below that.',
    'May grupong naka-enroll na may {n} miyembro: hindi puwedeng bumaba roon ang pinakamalaking bilang ng grupo.',
  ),
  pattern(
    'An enrolled group has {n} members: the minimum group size cannot go above that.',
    'May grupong naka-enroll na may {n} miyembro: hindi puwedeng lumampas doon ang pinakamaliit na bilang ng grupo.',
  ),
  pattern(
    'Enrolled groups applied as {types}: it stays allowed.',
    'May mga grupong nag-apply bilang {types}: mananatili itong pinapayagan.',
  ),
  pattern(
    'A group in this challenge has at least {n} people: invite at least {n2}.',
    'Hindi bababa sa {n} tao ang isang grupo sa challenge na ito: mag-imbita ng hindi bababa sa {n2}.',
  ),
  pattern('Already in your group: {emails}.', 'Nasa grupo mo na: {emails}.'),
  pattern('This challenge takes {types} applications only.', '{types} na application lang ang tinatanggap ng challenge na ito.'),
  pattern(
    'Enrolment in this challenge is closed: the application deadline ({date}) has passed.',
    'Sarado na ang enrolment sa challenge na ito: lumipas na ang deadline ng application ({date}).',
  ),
  pattern('Week {n} is not open yet: it takes hand-ins from {date}.', 'Hindi pa bukas ang week {n}: puwede itong i-hand in simula {date}.'),
  pattern(
    'Week {n} was due on {date}: it takes no more hand-ins.',
    'Ang due date ng week {n} ay {date}: hindi na ito tumatanggap ng hand-in.',
  ),
  pattern(
    'This group has {n} of {n2} weeks accepted: complete it with an override and a reason, or wait until every week is accepted.',
    'May {n} sa {n2} na week na tinanggap ang grupong ito: tapusin ito gamit ang override at isang dahilan, o hintaying matanggap ang bawat week.',
  ),
  pattern(
    'This certificate was revoked on {date} ({message}). It is no longer valid.',
    'Binawi ang certificate na ito noong {date} ({message}). Hindi na ito valid.',
  ),
  pattern(
    'This certificate was revoked on {date} ({reason}). It is no longer valid.',
    'Binawi ang certificate na ito noong {date} ({reason}). Hindi na ito valid.',
  ),
  pattern(
    'This certificate was revoked on {date}. It is no longer valid.',
    'Binawi ang certificate na ito noong {date}. Hindi na ito valid.',
  ),
  pattern('Files go in the field "{name}".', 'Sa field na "{name}" inilalagay ang mga file.'),
  pattern('At most {n} files per submission.', 'Hanggang {n} file lang bawat submission.'),
  pattern('A file is larger than {n} MB. {message}', 'Lampas sa {n} MB ang isang file. {message}'),
  pattern('The resume is larger than {n} MB. {message}', 'Lampas sa {n} MB ang resume. {message}'),
  // An upload's refusal, after its file name.
  pattern('{file}: {message}', '{file}: {message}'),
];

/** Whole sentences. */
export const FILIPINO_MESSAGES: Readonly<Record<string, string>> = {
  // The Filipino versions of content records (issue 29)
  'Skills (Filipino) must be an object with lists of hard and soft skills.':
    'Dapat object na may listahan ng hard at soft skills ang skills sa Filipino.',
  'The Filipino version must be an object of the texts in Filipino.': 'Dapat object ng mga text sa Filipino ang Filipino na bersyon.',
  // ---- The error filter and the framework ------------------------------------------------------
  'Please log in to continue.': 'Mag-log in para magpatuloy.',
  'You do not have access to this.': 'Wala kang access dito.',
  'There is nothing here.': 'Walang makikita rito.',
  'Something went wrong on our side. Please try again.': 'May nagkaproblema sa aming panig. Pakisubukan ulit.',
  'Forbidden resource': 'Wala kang access dito.',
  'Validation failed (uuid is expected)': 'Hindi tama ang id (dapat UUID).',
  'Validation failed (numeric string is expected)': 'Hindi tama ang value (dapat numero).',
  'Validation failed (object is expected)': 'Hindi tama ang ipinadala (dapat JSON object).',
  'Request body is too large': 'Masyadong malaki ang request body.',
  'Unsupported Media Type': 'Hindi tinatanggap ang content type ng request.',
  'Request body size did not match Content-Length': 'Hindi tugma ang laki ng request body sa Content-Length.',
  "Body cannot be empty when content-type is set to 'application/json'":
    "Hindi puwedeng blangko ang body kapag 'application/json' ang content-type.",
  // Answered on the socket before the request is read (its Accept-Language too): listed so every
  // sentence the server writes has Filipino, though these go out in English.
  'The request could not be read.': 'Hindi mabasa ang request.',
  'The request did not arrive in time.': 'Hindi dumating sa takdang oras ang request.',
  'The request headers or address are too long.': 'Masyadong mahaba ang mga header o address ng request.',

  // ---- Platform --------------------------------------------------------------------------------
  'Some fields are not valid.': 'May mga field na hindi tama.',
  'Only admins can do this.': 'Mga admin lang ang puwedeng gumawa nito.',
  'The caller stopped waiting for this request before it was handled.': 'Hindi na hinintay ng humiling ang sagot bago ito naasikaso.',
  'Please try again.': 'Pakisubukan ulit.',
  'The database is unavailable. Please try again shortly.': 'Hindi available ang database ngayon. Pakisubukan ulit maya-maya.',
  'The service is busy. Please try again in a moment.': 'Abala ang service ngayon. Pakisubukan ulit sandali.',
  'This change is still being saved. Ask again shortly with the same Idempotency-Key for its outcome.':
    'Sine-save pa ang pagbabagong ito. Magtanong ulit maya-maya gamit ang parehong Idempotency-Key para malaman ang resulta.',
  'This Idempotency-Key was already used for a different request. Send a new key for each new request; reuse a key only to retry the same request.':
    'Nagamit na ang Idempotency-Key na ito sa ibang request. Magpadala ng bagong key sa bawat bagong request; gamitin lang ulit ang isang key para ulitin ang parehong request.',

  // ---- BFF: input, sessions, uploads -----------------------------------------------------------
  'The JSON body must not use __proto__ or constructor as a key.':
    'Hindi puwedeng gamitin ang __proto__ o constructor bilang key sa JSON body.',
  'The request body did not arrive in time.': 'Hindi dumating sa takdang oras ang request body.',
  'Idempotency-Key must be 1 to 255 visible ASCII characters, such as a UUID.':
    'Dapat 1 hanggang 255 na nakikitang ASCII character ang Idempotency-Key, gaya ng UUID.',
  'X-Emulate-User must be the id of a user.': 'Dapat id ng isang user ang X-Emulate-User.',
  'Only admins can act as another user.': 'Mga admin lang ang puwedeng kumilos bilang ibang user.',
  'Please log in again.': 'Mag-log in ulit.',
  'Please log in, or open the link from your booking e-mail again.': 'Mag-log in, o buksan ulit ang link mula sa e-mail ng iyong booking.',
  'Only Koaches have this page.': 'Para lang sa mga Koach ang pahinang ito.',
  'There is no Koach at this address.': 'Walang Koach sa address na ito.',
  'There is no user with this id.': 'Walang user na may ganitong id.',
  'There is no file with this name.': 'Walang file na may ganitong pangalan.',
  'This file is no longer stored.': 'Wala na sa amin ang file na ito.',
  'You can only see and change your own profile.': 'Ang sarili mong profile lang ang puwede mong tingnan at baguhin.',
  'The picture is larger than 2 MB. Please choose a smaller one.': 'Lampas sa 2 MB ang picture. Pumili ng mas maliit.',
  'The picture must be a PNG, JPEG or WebP image.': 'Dapat PNG, JPEG o WebP ang picture.',
  'Please send the picture as multipart/form-data in a field named "avatar".':
    'Ipadala ang picture bilang multipart/form-data sa field na may pangalang "avatar".',
  'The upload was cut off or malformed. Please send the picture again.': 'Naputol o sira ang na-upload. Ipadala ulit ang picture.',
  'Please send one picture only.': 'Isang picture lang ang ipadala.',
  'Each file must be a stored file name.': 'Dapat pangalan ng naka-store na file ang bawat file.',
  'Data exports and account deletion are for the account’s owner: stop emulating first.':
    'Para lang sa may-ari ng account ang pag-export ng data at pag-delete ng account: itigil muna ang emulation.',
  'This download link is invalid or has expired. Please ask for a new copy of your data on your privacy page.':
    'Hindi valid o expired na ang download link na ito. Humingi ng bagong kopya ng iyong data sa iyong privacy page.',
  'Please send the form as multipart/form-data.': 'Ipadala ang form bilang multipart/form-data.',
  'The form has too many fields.': 'Masyadong maraming field ang form.',
  'The form could not be read. Please send it again as multipart/form-data.':
    'Hindi mabasa ang form. Ipadala ulit ito bilang multipart/form-data.',
  'Please attach your resume (PDF or DOCX) in the field "resume".': 'Ilakip ang iyong resume (PDF o DOCX) sa field na "resume".',
  'Please attach one resume only.': 'Isang resume lang ang ilakip.',
  'The resume must be a PDF or a Word (DOCX) document of at most 5 MB.':
    'Dapat PDF o Word (DOCX) na dokumento ang resume, na hindi lalampas sa 5 MB.',
  'Files must be PDF, Word, PowerPoint, Excel, PNG, JPEG or ZIP, each at most 10 MB.':
    'Dapat PDF, Word, PowerPoint, Excel, PNG, JPEG o ZIP ang mga file, bawat isa ay hindi lalampas sa 10 MB.',
  'Please add at least one link or file.': 'Magdagdag ng kahit isang link o file.',
  'There is no such invite (the link may have been replaced by a newer one).':
    'Walang ganitong imbitasyon (baka napalitan na ng mas bagong link).',
  'There is no such week.': 'Walang ganitong linggo.',
  'There is no such certificate.': 'Walang ganitong certificate.',

  // ---- Sign-in: passwords, Google, the forum ---------------------------------------------------
  'Incorrect e-mail or password.': 'Mali ang e-mail o password.',
  'Your session has ended. Please log in again.': 'Tapos na ang iyong session. Mag-log in ulit.',
  'Too many people are logging in right now. Please try again in a moment.':
    'Masyadong maraming nagla-log in ngayon. Pakisubukan ulit maya-maya.',
  'This password is too common and appears in lists of leaked passwords. Please choose another.':
    'Masyadong karaniwan ang password na ito at nasa mga listahan ng mga na-leak na password. Pumili ng iba.',
  'An account with this e-mail already exists. Log in instead, or reset your password if you forgot it.':
    'May account na na may ganitong e-mail. Mag-log in na lang, o i-reset ang iyong password kung nakalimutan mo ito.',
  'This sign-up link is invalid, expired or already used. Please sign up again to get a new one.':
    'Hindi valid, expired na o nagamit na ang sign-up link na ito. Mag-sign up ulit para makakuha ng bago.',
  'This password reset link is invalid, expired or already used. Please request a new one.':
    'Hindi valid, expired na o nagamit na ang password reset link na ito. Humingi ng bago.',
  'This e-mail is not on the Koach list. Please ask a Lakbay admin to add it to the coach allowlist, or sign up as a Kadet.':
    'Wala sa listahan ng mga Koach ang e-mail na ito. Hilingin sa isang admin ng Lakbay na idagdag ito sa coach allowlist, o mag-sign up bilang Kadet.',
  'Google sign-in could not start. Please try again.': 'Hindi masimulan ang pag-sign in sa Google. Pakisubukan ulit.',
  'Google sign-in failed: the Google token is not valid or has expired. Please try again.':
    'Hindi natuloy ang pag-sign in sa Google: hindi valid o expired na ang Google token. Pakisubukan ulit.',
  'Google sign-in is not set up on this platform (GOOGLE_CLIENT_ID is not set). Please log in with your e-mail and password.':
    'Hindi pa naka-set up ang pag-sign in sa Google sa platform na ito (walang GOOGLE_CLIENT_ID). Mag-log in gamit ang iyong e-mail at password.',
  'Google sign-in by redirect is not set up on this platform (GOOGLE_CLIENT_ID or GOOGLE_CLIENT_SECRET is not set).':
    'Hindi pa naka-set up sa platform na ito ang pag-sign in sa Google sa pamamagitan ng redirect (walang GOOGLE_CLIENT_ID o GOOGLE_CLIENT_SECRET).',
  'Google sign-in is unavailable right now (we could not reach Google). Please try again shortly.':
    'Hindi available ngayon ang pag-sign in sa Google (hindi namin makontak ang Google). Pakisubukan ulit maya-maya.',
  'Your Google account did not share an e-mail address, so we cannot sign you in with it.':
    'Hindi nagbahagi ng e-mail address ang iyong Google account, kaya hindi ka namin ma-sign in gamit ito.',
  'This Google sign-in has expired or was already used. Please sign in with Google again.':
    'Expired na o nagamit na ang pag-sign in na ito sa Google. Mag-sign in ulit gamit ang Google.',
  'An account with this e-mail already exists, and Google has not verified that this e-mail is yours, so we cannot link them. Please log in with your e-mail and password.':
    'May account na na may ganitong e-mail, at hindi pa kinumpirma ng Google na sa iyo ang e-mail na ito, kaya hindi namin sila mapagdugtong. Mag-log in gamit ang iyong e-mail at password.',
  'This account is already linked to another Google account. Please log in with your e-mail and password.':
    'Naka-link na ang account na ito sa ibang Google account. Mag-log in gamit ang iyong e-mail at password.',
  'This Google account was just signed in elsewhere. Please try again.':
    'Kaka-sign in lang ng Google account na ito sa ibang lugar. Pakisubukan ulit.',
  'Forum sign-in is not set up on this platform yet (DISCOURSE_SSO_SECRET is not set).':
    'Hindi pa naka-set up ang pag-sign in sa forum sa platform na ito (walang DISCOURSE_SSO_SECRET).',
  'The sign-in request from the forum is not valid (bad signature). Please go back to the forum and try again.':
    'Hindi valid ang sign-in request mula sa forum (maling signature). Bumalik sa forum at subukan ulit.',
  'The forum sent a return address that is not a web address. Please go back to the forum and try again.':
    'Hindi web address ang ibinalik na address ng forum. Bumalik sa forum at subukan ulit.',
  'The forum cannot be opened while you act as another user: it would sign you in to the forum as them. Stop emulating first.':
    'Hindi mabubuksan ang forum habang kumikilos ka bilang ibang user: mase-sign in ka sa forum bilang siya. Itigil muna ang emulation.',

  // ---- Accounts, profiles, admin ---------------------------------------------------------------
  'This username is taken. Please choose another.': 'May gumagamit na ng username na ito. Pumili ng iba.',
  'Only Koaches have a coach profile.': 'Mga Koach lang ang may coach profile.',
  'This onboarding is for Koaches. Please continue at /onboarding/steps/2.':
    'Para sa mga Koach ang onboarding na ito. Magpatuloy sa /onboarding/steps/2.',
  'You signed up as a Koach. Please continue at /onboarding-coach/steps/2.':
    'Nag-sign up ka bilang Koach. Magpatuloy sa /onboarding-coach/steps/2.',
  'There is no user with this username.': 'Walang user na may ganitong username.',
  'This user is not a Koach. Make them a Koach first.': 'Hindi Koach ang user na ito. Gawin muna siyang Koach.',
  'This e-mail is not on the coach allowlist.': 'Wala sa coach allowlist ang e-mail na ito.',
  'Only the signed actor can be recorded.': 'Ang naka-log in na user lang ang puwedeng itala bilang gumawa.',
  'You cannot emulate yourself.': 'Hindi mo puwedeng i-emulate ang sarili mo.',
  'There is no account with this id.': 'Walang account na may ganitong id.',
  'Please type your current password to delete your account.': 'I-type ang iyong kasalukuyang password para i-delete ang iyong account.',
  'That is not your current password. Nothing was deleted.': 'Hindi iyan ang iyong kasalukuyang password. Walang na-delete.',
  'This deletion link is invalid, expired or already used. Please ask for a new one on your privacy page.':
    'Hindi valid, expired na o nagamit na ang deletion link na ito. Humingi ng bago sa iyong privacy page.',

  'Backups from the platform are for standalone mode: in distributed mode back up PostgreSQL and the file store with their own tools.':
    'Para sa standalone mode ang backup mula sa platform: sa distributed mode, i-back up ang PostgreSQL at ang file store gamit ang sarili nilang tools.',
  'A backup is already running: wait for it to finish.': 'May backup na tumatakbo na: hintayin mo munang matapos ito.',
  'The backup could not be written; the server log says why.': 'Hindi naisulat ang backup; nasa server log kung bakit.',

  // ---- Content: careers, jobs, videos, events, FAQs --------------------------------------------
  'There is no such career.': 'Walang ganitong career.',
  'There is no such job.': 'Walang ganitong trabaho.',
  'There is no such video.': 'Walang ganitong video.',
  'There is no such event.': 'Walang ganitong event.',
  'There is no such FAQ.': 'Walang ganitong FAQ.',
  'There is no such coaching resource.': 'Walang ganitong coaching resource.',
  'There is no such registration.': 'Walang ganitong registration.',
  'There is no such registration of yours for this event.': 'Wala kang ganitong registration sa event na ito.',
  'A career cannot be related to itself.': 'Hindi puwedeng kaugnay ng isang career ang sarili nito.',
  'Some related careers do not exist.': 'Wala ang ilan sa mga kaugnay na career.',
  'Some related videos do not exist.': 'Wala ang ilan sa mga kaugnay na video.',
  'Give a slug: the title has no letters or digits to make one from.':
    'Maglagay ng slug: walang titik o numero ang pamagat na mapagkukunan nito.',
  'Entry salary (highest) must not be below the lowest.':
    'Hindi dapat mas mababa sa pinakamababa ang pinakamataas na sahod sa entry level.',
  'Experienced salary (highest) must not be below the lowest.':
    'Hindi dapat mas mababa sa pinakamababa ang pinakamataas na sahod ng may karanasan.',
  'Highest salary must not be below the lowest.': 'Hindi dapat mas mababa sa pinakamababang sahod ang pinakamataas na sahod.',
  'Deadline must be after the posted date.': 'Dapat mas huli ang deadline kaysa sa petsa ng pag-post.',
  // Importing job postings from a file (services/content/src/jobs/job-import.ts)
  'Format must be csv or json.': 'Dapat csv o json ang format.',
  'The file is not valid CSV. Check the quotes, and that every row has as many columns as the header.':
    'Hindi valid na CSV ang file. Tingnan ang mga quote, at kung pareho ang bilang ng column ng bawat row at ng header.',
  'The file is not valid JSON. Save it as an array of postings, each an object with the template’s fields.':
    'Hindi valid na JSON ang file. I-save ito bilang array ng mga posting, bawat isa ay object na may mga field ng template.',
  'The JSON file must be an array of postings, each an object with the template’s fields.':
    'Dapat array ng mga posting ang JSON file, bawat isa ay object na may mga field ng template.',
  'The file has no postings.': 'Walang posting sa file.',
  'The file has more than 500 postings. Split it into smaller files.':
    'Lampas sa 500 ang posting sa file. Hatiin ito sa mas maliliit na file.',
  'The file has columns that are not job fields. Use the template’s columns: title, company, location, workType, employmentType, salaryMin, salaryMax, category, description, applyUrl, deadline.':
    'May mga column ang file na hindi field ng trabaho. Gamitin ang mga column ng template: title, company, location, workType, employmentType, salaryMin, salaryMax, category, description, applyUrl, deadline.',
  'Apply link must be an https:// address.': 'Dapat https:// address ang link para mag-apply.',
  'Deadline must be in the future.': 'Dapat sa hinaharap pa ang deadline.',
  'No posting of the file can be imported: fix the rows the preview lists, then try again.':
    'Walang posting sa file na puwedeng i-import: ayusin muna ang mga row na nakalista sa preview, saka subukan ulit.',
  'End must be after the start.': 'Dapat mas huli ang katapusan kaysa sa simula.',
  'Give the venue of an onsite or hybrid event.': 'Ilagay ang venue ng on-site o hybrid na event.',
  'Registration must close before the event ends.': 'Dapat magsara ang registration bago matapos ang event.',
  'Registration for this event is closed.': 'Sarado na ang registration para sa event na ito.',
  'This event is over.': 'Tapos na ang event na ito.',
  'Your registration for this event was not approved, so you cannot register again.':
    'Hindi na-approve ang iyong registration sa event na ito, kaya hindi ka na puwedeng mag-register ulit.',
  'This registration was not approved; there is nothing to cancel.': 'Hindi na-approve ang registration na ito; walang kakanselahin.',
  'You have completed this event; it can no longer be cancelled.': 'Natapos mo na ang event na ito; hindi na ito puwedeng kanselahin.',
  'A registration that is completed cannot be approved.': 'Hindi na puwedeng i-approve ang registration na tapos na.',
  'A registration that is dropped out cannot be approved.': 'Hindi na puwedeng i-approve ang registration na nag-drop out na.',
  'The event is full: free a seat or raise the capacity first.':
    'Puno na ang event: magbakante muna ng upuan o dagdagan ang bilang ng upuan.',
  'Only open registrations can be rejected.': 'Ang mga bukas na registration lang ang puwedeng i-reject.',
  'Only approved registrations can be marked completed.': 'Ang mga approved na registration lang ang puwedeng markahang completed.',
  'A registration can be marked completed once the event has started.':
    'Puwede lang markahang completed ang isang registration kapag nagsimula na ang event.',
  'Only open registrations can be dropped out.': 'Ang mga bukas na registration lang ang puwedeng i-drop out.',

  // ---- Coach Connector (scheduling) ------------------------------------------------------------
  'There is no such Koach.': 'Walang ganitong Koach.',
  'There is no such booking.': 'Walang ganitong booking.',
  'There is no such training for this Koach.': 'Walang ganitong training ang Koach na ito.',
  'You cannot book a session with yourself.': 'Hindi ka puwedeng mag-book ng session sa sarili mo.',
  'Sorry, this time was just booked or is no longer available. Please choose another time.':
    'Pasensya na, kaka-book lang ng oras na ito o hindi na ito available. Pumili ng ibang oras.',
  'Sorry, this time was just booked by someone else. Please choose another time.':
    'Pasensya na, kaka-book lang ng iba sa oras na ito. Pumili ng ibang oras.',
  'This time is not open for booking (the Koach is not available then, or it is too soon or too far ahead). Please choose another time.':
    'Hindi bukas para sa booking ang oras na ito (hindi available ang Koach noon, o masyadong malapit o masyadong malayo pa). Pumili ng ibang oras.',
  'Only an upcoming confirmed session can be rescheduled.': 'Ang paparating at kumpirmadong session lang ang puwedeng i-reschedule.',
  'Only an upcoming confirmed session can be cancelled.': 'Ang paparating at kumpirmadong session lang ang puwedeng kanselahin.',
  'This session is already cancelled.': 'Kinansela na ang session na ito.',
  'Please tell the other side why you are cancelling.': 'Sabihin sa kabilang panig kung bakit ka nagkakansela.',
  'Only the Kadet who booked the session can rate it.': 'Ang Kadet lang na nag-book ng session ang puwedeng mag-rate nito.',
  'You can rate a session once it has taken place.': 'Puwede mo lang i-rate ang session kapag natapos na ito.',
  'You have already rated this session.': 'Na-rate mo na ang session na ito.',
  'A no-show can be marked from 10 minutes after the start.': 'Puwedeng markahang hindi sumipot simula 10 minuto pagkatapos ng simula.',
  'This session can no longer be marked as a no-show.': 'Hindi na puwedeng markahang hindi sumipot ang session na ito.',
  'A reviewed session cannot be marked as a no-show.': 'Hindi puwedeng markahang hindi sumipot ang session na may review na.',
  'This link is out of date or not for this booking: the booking changed since the e-mail was sent. Open My Schedule to see it as it is now.':
    'Luma na ang link na ito o hindi para sa booking na ito: nagbago ang booking mula nang maipadala ang e-mail. Buksan ang My Schedule para makita ito sa kasalukuyan.',
  'to must be after from': 'Dapat mas huli ang to kaysa sa from',

  // ---- Virtual Apprenticeship ------------------------------------------------------------------
  'There is no such challenge.': 'Walang ganitong challenge.',
  'There is no such group.': 'Walang ganitong grupo.',
  'There is no such invite.': 'Walang ganitong imbitasyon.',
  'There is no such submission.': 'Walang ganitong submission.',
  'There is no such file.': 'Walang ganitong file.',
  'You are not enrolled in this challenge.': 'Hindi ka naka-enrol sa challenge na ito.',
  'You are already in a group of this challenge.': 'Nasa isang grupo ka na ng challenge na ito.',
  'Sorry, this group is full: it has no free place left.': 'Pasensya na, puno na ang grupong ito: wala nang bakanteng puwesto.',
  'An individual application invites nobody: choose GROUP to invite teammates.':
    'Walang iniimbitahan ang individual na application: piliin ang GROUP para mag-imbita ng mga ka-team.',
  'You cannot invite yourself.': 'Hindi mo puwedeng imbitahan ang sarili mo.',
  'This invite is no longer open: it was already accepted.': 'Hindi na bukas ang imbitasyong ito: tinanggap na ito.',
  'This invite is no longer open: it was declined.': 'Hindi na bukas ang imbitasyong ito: tinanggihan ito.',
  'This invite is no longer open: it was withdrawn.': 'Hindi na bukas ang imbitasyong ito: binawi ito.',
  'This invite is no longer open: it has expired; ask the group to resend it.':
    'Hindi na bukas ang imbitasyong ito: expired na ito; hilingin sa grupo na ipadala ulit ito.',
  'This invite is no longer open: it is closed.': 'Hindi na bukas ang imbitasyong ito: sarado na ito.',
  'This invite is no longer open: another open invite to this address exists.':
    'Hindi na bukas ang imbitasyong ito: may iba pang bukas na imbitasyon sa address na ito.',
  'This invite was sent to another e-mail address. Please log in with the address it was sent to, or ask the group’s leader to invite this one.':
    'Ipinadala ang imbitasyong ito sa ibang e-mail address. Mag-log in gamit ang address na pinadalhan nito, o hilingin sa leader ng grupo na imbitahan ang address na ito.',
  'This invite was sent to another e-mail address: only its invitee can answer it.':
    'Ipinadala ang imbitasyong ito sa ibang e-mail address: ang inimbitahan lang ang puwedeng sumagot dito.',
  'Only the members of this group can do this.': 'Ang mga miyembro lang ng grupong ito ang puwedeng gumawa nito.',
  'Only the members of this group and admins can open this file.':
    'Ang mga miyembro lang ng grupong ito at ang mga admin ang puwedeng magbukas ng file na ito.',
  'Enrolment in this challenge is closed: the challenge has ended.': 'Sarado na ang enrolment sa challenge na ito: tapos na ang challenge.',
  'Enrolment in this challenge is closed: the challenge has already started.':
    'Sarado na ang enrolment sa challenge na ito: nagsimula na ang challenge.',
  'Enrolment in this challenge is closed: there are no seats left.':
    'Sarado na ang enrolment sa challenge na ito: wala nang natitirang slot.',
  'Enrolment in this challenge is closed: the challenge is not open for enrolment.':
    'Sarado na ang enrolment sa challenge na ito: hindi bukas ang challenge para sa enrolment.',
  'This challenge has ended: it takes no more submissions.': 'Tapos na ang challenge na ito: hindi na ito tumatanggap ng submission.',
  'Your application is not approved yet: submissions open once it is.':
    'Hindi pa na-approve ang iyong application: magbubukas ang mga submission kapag na-approve na ito.',
  'This application was already approved.': 'Na-approve na ang application na ito.',
  'This application was already rejected.': 'Na-reject na ang application na ito.',
  'Please tell the team what to update.': 'Sabihin sa team kung ano ang dapat i-update.',
  'This submission was already reviewed.': 'Na-review na ang submission na ito.',
  'Only an approved group can complete the challenge.': 'Ang grupong na-approve lang ang puwedeng tumapos ng challenge.',
  'This group has already completed the challenge.': 'Natapos na ng grupong ito ang challenge.',
  'This certificate is already revoked.': 'Binawi na ang certificate na ito.',
  'Please give the reason for completing the group without every week accepted.':
    'Pakibigay ang dahilan kung bakit tatapusin ang grupo kahit hindi pa tinatanggap ang bawat week.',
  'The holder deleted their account.': 'Na-delete ng may-ari ang kanyang account.',

  // ---- Payload checks with a sentence of their own ---------------------------------------------
  'List at most 20 TESDA certificates.': 'Hanggang 20 TESDA certificate lang ang puwedeng ilista.',
  'Add at least one language.': 'Magdagdag ng kahit isang wika.',
  'Answers must be an object.': 'Dapat object ang mga sagot.',
  'Answers must be at most 20 texts keyed by question id.':
    'Dapat hanggang 20 text lang ang mga sagot, bawat isa ay naka-key sa id ng tanong.',
  'At most 20 invitees at a time.': 'Hanggang 20 tao lang ang puwedeng imbitahan bawat padala.',
  'Capacity must be at least 1 (leave it empty for no limit).':
    'Dapat hindi bababa sa 1 ang bilang ng upuan (iwanang blangko kung walang limit).',
  'Category must be one of the career categories.': 'Dapat isa sa mga career category ang kategorya.',
  'Choose at least one category.': 'Pumili ng kahit isang kategorya.',
  'Choose at least one of the career categories.': 'Pumili ng kahit isa sa mga career category.',
  'Choose career categories from the list: marketing-branding, design, community-development, data, brand-management, business, operations, multimedia, research, math-logic, sales.':
    'Pumili ng career category mula sa listahan: marketing-branding, design, community-development, data, brand-management, business, operations, multimedia, research, math-logic, sales.',
  'Choose each category once.': 'Isang beses lang piliin ang bawat kategorya.',
  'Description must be at most 4000 characters.': 'Dapat hindi hihigit sa 4000 character ang paglalarawan.',
  'Duration must be a whole number of seconds.': 'Dapat buong bilang ng segundo ang haba.',
  'Duration must be at least 1 second.': 'Dapat hindi bababa sa 1 segundo ang haba.',
  'Duration must be at most 10 hours.': 'Dapat hindi hihigit sa 10 oras ang haba.',
  'E-mail address is too long.': 'Masyadong mahaba ang e-mail address.',
  'Each category must be one of the career categories.': 'Dapat isa sa mga career category ang bawat kategorya.',
  'Ids must be a list of user ids.': 'Dapat listahan ng mga user id ang mga id.',
  'Each id must be a user id.': 'Dapat user id ang bawat id.',
  'Each invitee must be an e-mail address.': 'Dapat e-mail address ang bawat inimbitahan.',
  'Each link must be an http(s) address.': 'Dapat http(s) address ang bawat link.',
  'Each link must be at most 2000 characters.': 'Dapat hindi hihigit sa 2000 character ang bawat link.',
  'Each of groupEmails must be an e-mail address.': 'Dapat e-mail address ang bawat isa sa groupEmails.',
  // Follow-up work (admin)
  'service must be users, content, scheduling or apprenticeship.': 'Dapat users, content, scheduling o apprenticeship ang service.',
  'Each id must be the id of a follow-up work item.': 'Dapat id ng isang follow-up work item ang bawat id.',
  'ids must be a list of follow-up work ids.': 'Dapat listahan ng mga id ng follow-up work ang ids.',
  'Send at most 1000 items again at a time.': 'Hanggang 1000 item lang ang puwedeng ipadala ulit nang sabay-sabay.',
  'Each related career must be a career id.': 'Dapat career id ang bawat kaugnay na career.',
  'Each related video must be a video id.': 'Dapat video id ang bawat kaugnay na video.',
  'Each strand must be STEM, ABM, HUMSS, GAS or TVL.': 'Dapat STEM, ABM, HUMSS, GAS o TVL ang bawat strand.',
  'Each user id must be a user id.': 'Dapat id ng isang user ang bawat user id.',
  'Interest scores must give each of R, I, A, S, E and C a whole number from 0 to 10.':
    'Dapat may buong numero mula 0 hanggang 10 ang bawat isa sa R, I, A, S, E at C sa mga interest score.',
  'Interests must be 1 to 3 different letters of R, I, A, S, E, C (e.g. SIA).':
    'Dapat 1 hanggang 3 magkakaibang titik mula sa R, I, A, S, E, C ang mga interes (hal. SIA).',
  'Koach must be a Koach slug.': 'Dapat slug ng isang Koach ang Koach.',
  'Scores must be six whole numbers from 0 to 10 in R, I, A, S, E, C order (e.g. 2,7,7,10,1,0).':
    'Dapat anim na buong numero mula 0 hanggang 10 ang mga score, sa ayos na R, I, A, S, E, C (hal. 2,7,7,10,1,0).',
  'Language must not be empty.': 'Hindi dapat blangko ang wika.',
  'Languages must be a list of up to 10 names (e.g. English, Filipino).':
    'Dapat listahan ng hanggang 10 pangalan ang mga wika (hal. English, Filipino).',
  'Link at most 12 related careers.': 'Hanggang 12 kaugnay na career lang ang puwedeng i-link.',
  'Link at most 12 related videos.': 'Hanggang 12 kaugnay na video lang ang puwedeng i-link.',
  'Link must be a web address starting with http:// or https://, or a page path starting with /.':
    'Dapat web address na nagsisimula sa http:// o https:// ang link, o page path na nagsisimula sa /.',
  'List at least one key task.': 'Maglista ng kahit isang pangunahing gawain.',
  'Name at least one user id.': 'Magbigay ng kahit isang user id.',
  'Page is too large.': 'Masyadong malaki ang page.',
  'The number is too large.': 'Masyadong malaki ang numero.',
  'Please agree to the processing of your data under the Data Privacy Act of 2012 (RA 10173) to finish.':
    'Pumayag sa pagproseso ng iyong datos ayon sa Data Privacy Act of 2012 (RA 10173) para matapos.',
  'Please enter a valid e-mail address.': 'Maglagay ng valid na e-mail address.',
  'Please give a reason.': 'Magbigay ng dahilan.',
  'Please give at least one e-mail address.': 'Magbigay ng kahit isang e-mail address.',
  'Please give the reason for revoking.': 'Ibigay ang dahilan ng pagbawi.',
  'Please tell us what qualities you bring.': 'Sabihin sa amin kung anong mga katangian ang maiaambag mo.',
  'Please tell us why you want to join.': 'Sabihin sa amin kung bakit mo gustong sumali.',
  'Please type your current password.': 'I-type ang iyong kasalukuyang password.',
  'Published date must be a date (YYYY-MM-DD).': 'Dapat petsa (YYYY-MM-DD) ang petsa ng pag-publish.',
  'Rating must be a whole number from 1 to 5.': 'Dapat buong numero mula 1 hanggang 5 ang rating.',
  'Rating must be from 1 to 5.': 'Dapat mula 1 hanggang 5 ang rating.',
  'Salaries cannot be negative.': 'Hindi puwedeng negatibo ang sahod.',
  'Salaries must be monthly figures.': 'Dapat buwanang halaga ang sahod.',
  'Salary must be an object with the range, year and source.': 'Dapat object ang sahod na may range, taon at source.',
  'Salary year must be a year.': 'Dapat isang taon (hal. 2025) ang taon ng sahod.',
  'Salary year must be 2000 or later.': 'Dapat 2000 o mas bago ang taon ng sahod.',
  'Skills are required: give lists of hard and soft skills.': 'Kailangan ang mga skill: magbigay ng listahan ng hard at soft skills.',
  'Slug may use lower-case letters, digits and single hyphens only.':
    'Maliliit na titik, numero at iisang gitling lang ang puwede sa slug.',
  'Slug must be 1 to 80 lower-case letters, digits or dashes.': 'Dapat 1 hanggang 80 maliliit na titik, numero o gitling ang slug.',
  'There are only five strands.': 'Lima lang ang mga strand.',
  'Time zone must be a time zone name such as Asia/Manila.': 'Dapat pangalan ng time zone ang time zone, gaya ng Asia/Manila.',
  'Training must be a training slug.': 'Dapat slug ng isang training ang training.',
  'A training has at most 5 questions.': 'Hanggang 5 tanong lang ang puwede sa isang training.',
  'Choose at least one language.': 'Pumili ng kahit isang wika.',
  'Question id must start with a letter and hold only letters, digits, - and _.':
    'Dapat magsimula sa letra ang id ng tanong at letra, numero, - at _ lang ang laman.',
  'Booking must be a booking id.': 'Dapat id ng isang booking ang booking.',
  'Each question must have its own id.': 'Dapat may sariling id ang bawat tanong.',
  'This is your last active training. Add or restore another one before retiring it, so Kadets can still book you.':
    'Ito na ang huli mong aktibong training. Magdagdag o magbalik muna ng iba bago ito i-retire, para may ma-book pa rin ang mga Kadet.',
  'Username must be 3 to 30 letters, digits, dots or underscores.': 'Dapat 3 hanggang 30 letra, numero, tuldok o underscore ang username.',
  'YouTube video must be an 11-character video id or a YouTube link.': 'Dapat 11-character na video id o YouTube link ang YouTube video.',
  'Give each week at least one task.': 'Bigyan ang bawat week ng hindi bababa sa isang gawain.',
  'Give the challenge at least one week.': 'Bigyan ang challenge ng hindi bababa sa isang week.',
  'Let individuals, groups or both join.': 'Payagang sumali ang mga indibidwal, grupo, o pareho.',
  'Who may join must be among INDIVIDUAL, GROUP.': 'Dapat kabilang sa INDIVIDUAL, GROUP ang “sino ang puwedeng sumali”.',
  'The enrolment deadline must be on or before the start date.': 'Dapat sa o bago ang petsa ng simula ang deadline ng enrolment.',
  'Week 1 must be due on or after the start date.': 'Dapat sa o pagkatapos ng petsa ng simula ang due date ng week 1.',
  'The minimum group size must not be more than the maximum.': 'Hindi dapat lumampas sa pinakamalaki ang pinakamaliit na bilang ng grupo.',
  'A challenge that takes no groups has a maximum group size of 1.':
    'Kung walang grupong tinatanggap ang challenge, 1 ang pinakamalaking bilang ng grupo.',
  'Name each kind of application once.': 'Isang beses lang dapat banggitin ang bawat uri ng application.',
  'This challenge has ended: it can no longer be edited.': 'Tapos na ang challenge na ito: hindi na ito puwedeng i-edit.',
  'This edit would change what enrolled groups signed up for.': 'Mababago ng edit na ito ang pinirmahan ng mga grupong naka-enroll.',
  'This challenge is already published.': 'Naka-publish na ang challenge na ito.',
  'The enrolment deadline has passed: move it to today or later, then publish.':
    'Lumipas na ang deadline ng enrolment: ilipat ito sa araw na ito o mas huli, saka i-publish.',
  'challengeId must be a challenge id.': 'Dapat id ng isang challenge ang challengeId.',
  'groupId must be a group id.': 'Dapat id ng isang grupo ang groupId.',
  'excludeGroupId must be a group id.': 'Dapat id ng isang grupo ang excludeGroupId.',
  'groupEmails must be a JSON list of e-mail addresses.': 'Dapat JSON na listahan ng mga e-mail address ang groupEmails.',
  'invitees must be a list of e-mail addresses.': 'Dapat listahan ng mga e-mail address ang invitees.',
  'links must be a JSON list of web addresses.': 'Dapat JSON na listahan ng mga web address ang links.',
  'page must be a whole number from 1.': 'Dapat buong numero mula 1 ang page.',
  'userId must be the id of a user.': 'Dapat id ng isang user ang userId.',
};
