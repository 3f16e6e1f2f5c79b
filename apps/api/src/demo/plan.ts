import { CROCKFORD_BASE32, type Language } from '@mutabaa/shared';
import { COMMENTS, DEPARTMENTS, REQUESTS, TAGS, TRANSITION_NOTES } from './content.js';
import { Random } from './random.js';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

export type DemoPerson = { id: number; language: Language };
export type DemoPeople = { admin: DemoPerson; editors: DemoPerson[]; clients: DemoPerson[] };

/**
 * Status paths along the default workflow (docs/architecture.md#default-workflow), with weights for
 * applications created in the last two weeks, in the last three months and before: new ones are
 * still early in the workflow, old ones mostly completed or cancelled.
 */
const PATHS: { path: string[]; weights: [number, number, number] }[] = [
  { path: ['draft'], weights: [14, 3, 1] },
  { path: ['submitted'], weights: [14, 3, 0.5] },
  { path: ['draft', 'submitted'], weights: [8, 2, 0.5] },
  { path: ['submitted', 'under_review'], weights: [10, 5, 1] },
  { path: ['submitted', 'on_hold', 'under_review'], weights: [2, 3, 1] },
  { path: ['submitted', 'under_review', 'approved'], weights: [4, 5, 1] },
  { path: ['submitted', 'under_review', 'pending'], weights: [4, 5, 2] },
  { path: ['submitted', 'under_review', 'approved', 'in_progress'], weights: [2, 8, 3] },
  { path: ['submitted', 'under_review', 'pending', 'in_progress'], weights: [1, 4, 2] },
  { path: ['submitted', 'under_review', 'approved', 'paid'], weights: [1, 5, 3] },
  {
    path: ['submitted', 'under_review', 'approved', 'paid', 'completed'],
    weights: [0.5, 6, 20],
  },
  {
    path: ['submitted', 'under_review', 'approved', 'in_progress', 'completed'],
    weights: [0.5, 6, 20],
  },
  {
    path: ['draft', 'submitted', 'under_review', 'approved', 'paid', 'in_progress', 'completed'],
    weights: [0, 2, 6],
  },
  { path: ['submitted', 'on_hold'], weights: [2, 4, 2] },
  { path: ['submitted', 'under_review', 'on_hold'], weights: [1, 3, 2] },
  {
    path: ['submitted', 'under_review', 'approved', 'in_progress', 'on_hold'],
    weights: [0, 2, 2],
  },
  { path: ['draft', 'cancelled'], weights: [2, 1, 2] },
  { path: ['submitted', 'cancelled'], weights: [2, 2, 3] },
  { path: ['submitted', 'under_review', 'cancelled'], weights: [1, 2, 4] },
  { path: ['submitted', 'under_review', 'pending', 'cancelled'], weights: [0, 1, 3] },
  // Completed, then reopened by an administrator and approved again.
  {
    path: [
      'submitted',
      'under_review',
      'approved',
      'paid',
      'completed',
      'under_review',
      'approved',
    ],
    weights: [0, 1, 1],
  },
];

/** Transitions a client makes on their own application; reopening is an administrator's. */
const CLIENT_STEPS = new Set(['draft>submitted', 'draft>cancelled', 'submitted>cancelled']);
const ADMIN_STEPS = new Set(['completed>under_review', 'cancelled>under_review']);

export type PlannedEvent = {
  kind: 'created' | 'status';
  from: string | null;
  to: string;
  actorId: number;
  comment: string;
  at: Date;
};
export type PlannedComment = { authorId: number; text: string; isInternal: boolean; at: Date };
export type PlannedFile = {
  kind: 'pdf' | 'png';
  fileName: string;
  storageKey: string;
  uploadedById: number;
  at: Date;
};

export type PlannedApplication = {
  transactionId: string;
  language: Language;
  title: string;
  description: string;
  transactionType: string;
  priority: string;
  status: string;
  clientId: number;
  assignedToId: number | null;
  createdById: number;
  department: string;
  dueDate: string | null;
  tags: string[];
  externalReferenceId: string;
  projectId: string | null;
  createdAt: Date;
  updatedAt: Date;
  statusChangedAt: Date;
  events: PlannedEvent[];
  comments: PlannedComment[];
  files: PlannedFile[];
};

const TYPES = Object.keys(REQUESTS);
const PRIORITIES = ['low', 'normal', 'high', 'urgent'];

function uuidFrom(random: Random): string {
  const h = random.hex(32);
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20)}`;
}

/** `TX-` and 10 Crockford base32 characters, as the service draws them. */
function transactionIdFrom(random: Random): string {
  let code = '';
  for (let i = 0; i < 10; i += 1) code += CROCKFORD_BASE32[random.int(0, 31)];
  return `TX-${code}`;
}

/** `count` demo applications, the same for the same seed and `now` (minutes). */
export function planDemoApplications(
  people: DemoPeople,
  now: Date,
  count = 300,
  seed = 20_260_101,
): PlannedApplication[] {
  const random = new Random(seed);
  const end = now.getTime() - HOUR;
  const staff = [...people.editors, people.admin];
  const clientWeights = people.clients.map((_, i) => (i === 0 ? 6 : i === 1 ? 4 : 2));
  const used = new Set<string>();
  const planned: PlannedApplication[] = [];

  for (let n = 0; n < count; n += 1) {
    let transactionId = transactionIdFrom(random);
    while (used.has(transactionId)) transactionId = transactionIdFrom(random);
    used.add(transactionId);

    const ageDays = 365 * random.next() ** 1.4;
    const createdAt = new Date(Math.min(end - 2 * HOUR, now.getTime() - ageDays * DAY));
    const bucket = ageDays < 14 ? 0 : ageDays < 90 ? 1 : 2;
    const { path } = random.weighted(
      PATHS,
      PATHS.map((p) => p.weights[bucket]),
    );
    const client = random.weighted(people.clients, clientWeights);
    const language: Language = random.chance(0.85)
      ? client.language
      : client.language === 'ar'
        ? 'en'
        : 'ar';
    const transactionType = random.pick(TYPES);
    const request = random.pick(REQUESTS[transactionType]!)[language];
    const worked = path.some((s) => !['draft', 'submitted', 'cancelled'].includes(s));
    const assignee =
      worked || random.chance(0.2)
        ? random.weighted(
            staff,
            staff.map((s) => (s === people.admin ? 1 : 4)),
          )
        : null;
    const byClient = random.chance(path[0] === 'draft' ? 0.7 : 0.6);
    const creator = byClient ? client : (assignee ?? random.pick(staff));
    const worker = assignee ?? people.admin;

    // Status changes spread over up to a few weeks after creation, all before `end`.
    const steps = path.length - 1;
    const span = Math.min(
      (end - createdAt.getTime()) * 0.9,
      steps * (0.5 + random.next() * 8) * DAY,
    );
    const cuts = Array.from({ length: steps }, () => 0.2 + random.next()).map(
      (_, i, all) =>
        all.slice(0, i + 1).reduce((a, b) => a + b, 0) / all.reduce((a, b) => a + b, 0),
    );
    const events: PlannedEvent[] = [
      {
        kind: 'created',
        from: null,
        to: path[0]!,
        actorId: creator.id,
        comment: '',
        at: createdAt,
      },
    ];
    for (let i = 1; i < path.length; i += 1) {
      const step = `${path[i - 1]}>${path[i]}`;
      const actor = CLIENT_STEPS.has(step) ? client : ADMIN_STEPS.has(step) ? people.admin : worker;
      const note = TRANSITION_NOTES[path[i]!];
      events.push({
        kind: 'status',
        from: path[i - 1]!,
        to: path[i]!,
        actorId: actor.id,
        comment: note && random.chance(0.5) ? note[language] : '',
        at: new Date(createdAt.getTime() + span * cuts[i - 1]!),
      });
    }
    const last = events[events.length - 1]!.at;

    const comments: PlannedComment[] = [];
    const commentCount = worked ? random.int(0, 4) : random.int(0, 1);
    for (let i = 0; i < commentCount; i += 1) {
      const kind = random.weighted(['client', 'staff', 'internal'] as const, [3, 3, 2]);
      const at = new Date(
        createdAt.getTime() + (last.getTime() - createdAt.getTime()) * random.next(),
      );
      comments.push({
        authorId: kind === 'client' ? client.id : worker.id,
        text: random.pick(COMMENTS[kind][language]),
        isInternal: kind === 'internal',
        at,
      });
    }
    comments.sort((a, b) => a.at.getTime() - b.at.getTime());

    const files: PlannedFile[] = [];
    if (path.at(-1) !== 'draft' && random.chance(0.1)) {
      const at = new Date(createdAt.getTime() + 10 * 60 * 1000);
      files.push({
        kind: 'pdf',
        fileName: language === 'ar' ? 'السجل التجاري.pdf' : 'commercial-registration.pdf',
        storageKey: uuidFrom(random),
        uploadedById: client.id,
        at,
      });
      if (random.chance(0.4)) {
        files.push({
          kind: 'png',
          fileName: language === 'ar' ? 'صورة الموقع.png' : 'site-photo.png',
          storageKey: uuidFrom(random),
          uploadedById: client.id,
          at,
        });
      }
    }

    const due = random.chance(0.8)
      ? new Date(createdAt.getTime() + random.int(10, 60) * DAY).toISOString().slice(0, 10)
      : null;
    planned.push({
      transactionId,
      language,
      title: request.title,
      description: request.description,
      transactionType,
      priority: random.weighted(PRIORITIES, [2, 4.5, 2.5, 1]),
      status: path[path.length - 1]!,
      clientId: client.id,
      assignedToId: assignee?.id ?? null,
      createdById: creator.id,
      department: random.pick(DEPARTMENTS[language]),
      dueDate: due,
      tags: random.some(TAGS[language], random.weighted([0, 1, 2, 3], [3, 4, 2, 1])),
      externalReferenceId: random.chance(0.3) ? `PO-${random.int(1000, 9999)}` : '',
      projectId: random.chance(0.2) ? `PRJ-${random.int(100, 199)}` : null,
      createdAt,
      updatedAt: last,
      statusChangedAt: last,
      events,
      comments,
      files,
    });
  }
  return planned.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
