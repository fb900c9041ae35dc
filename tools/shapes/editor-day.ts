/*
 * The `editor-day` shape: six changes an editor makes on an ordinary day, each in both languages, each
 * valid content: a new post dated today, the Silver plan's monthly price at 429, a fifth job opening, a
 * sixth FAQ, one testimonial removed and a team member's role reworded. What the post names (its author,
 * its pictures) is taken from the copy's own content, so the shape follows the demo when it changes.
 */
import { lastOrder, readItems, writeItem, type Json } from '../scale/items';
import { editBoth, itemsInOrder, removeItem, today } from './files';

type Image = { src: string; alt: string };

const POST_SLUG = 'printing-bilingual-menus-that-survive-the-kitchen';

/**
 * `base`, or `base-2`, `base-3`…: the first id no item of the collection has, as an editor names a second
 * post of the same title (a copy that has had its day already has today's post and the job).
 */
function freeId(contentDir: string, collection: string, base: string): string {
  const taken = new Set(readItems(contentDir, collection).map((item) => item.id));
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

function addPost(contentDir: string): string {
  const posts = itemsInOrder(contentDir, 'posts');
  const slug = freeId(contentDir, 'posts', POST_SLUG);
  const newest = posts[0];
  if (!newest)
    throw new Error('editor-day: the copy has no post to take an author and pictures from');
  // Pictures an editor picks from the library: the newest post's, in another order, with their alt texts.
  const pictures = (lang: 'en' | 'ar') => {
    const item = newest[lang];
    const [first, second] = item['gallery'] as Image[];
    return { thumbnail: second!, gallery: [first!, item['thumbnail'] as Image] };
  };
  // In the order of the post's fields, as the web editor saves a post (pipeline/cms/order.ts).
  const post = (
    lang: 'en' | 'ar',
    title: string,
    tags: string[],
    excerpt: string,
    body: string,
  ) => ({
    $schema: newest.en['$schema'],
    slug,
    title,
    category: 'Branding',
    tags,
    date: today(),
    author: newest.en['author'],
    excerpt,
    ...pictures(lang),
    body,
  });
  const en: Json = post(
    'en',
    'Printing Bilingual Menus That Survive the Kitchen',
    ['Design', 'Branding'],
    'A menu is handled, splashed and read in poor light, in two scripts at once. What we changed in the way we print them after a season with three cafés in Jabal Al-Lweibdeh.',
    [
      'A menu is the piece of a brand that customers hold longest, and it lives a hard life: coffee, steam, sticky fingers and the low light of an evening terrace. This season we redesigned the menus of three cafés in Jabal Al-Lweibdeh, and each taught us something about print that no screen mock-up shows.',
      '## Two scripts, one reading order',
      'Arabic and English side by side only work when the eye knows where to go. We set each dish as a pair, **Arabic on the right and English on the left**, on one baseline, so a reader of either language finds the price in the same place.',
      '## What we print on now',
      '- Uncoated 350 gsm card with a matt laminate: it takes a wipe and does not glare.\n- Prices at 11 pt at least, in Latin digits, as customers in Amman expect them.\n- Rounded corners, because square ones are the first to tear.',
      '> A menu that a waiter has to explain is a menu that failed at the table.',
      'If you run a café or a restaurant and your menus look tired after a month, [tell us about them](/contact/): a better menu usually costs less than a reprint every season.',
    ].join('\n\n'),
  );
  const ar: Json = post(
    'ar',
    'قوائم طعام ثنائية اللغة تصمد في المطبخ',
    ['التصميم', 'الهوية التجارية'],
    'قائمة الطعام تتنقّل بين الأيدي وتتعرّض للرذاذ وتُقرأ في ضوء خافت، وبخطّين في آن واحد. هذا ما غيّرناه في طريقة طباعتها بعد موسم من العمل مع ثلاثة مقاهٍ في جبل اللويبدة.',
    [
      'قائمة الطعام هي أكثر ما يمسكه الزبائن بأيديهم من هوية المطعم، وحياتها شاقة: قهوة وبخار وأصابع لزجة وإضاءة خافتة على شرفة مسائية. أعدنا هذا الموسم تصميم قوائم ثلاثة مقاهٍ في جبل اللويبدة، وعلّمنا كلٌّ منها درسًا في الطباعة لا تكشفه أي معاينة على الشاشة.',
      '## خطّان وترتيب قراءة واحد',
      'لا ينجح وضع العربية والإنجليزية جنبًا إلى جنب إلا إذا عرفت العين طريقها. لذلك نضع كل طبق زوجًا واحدًا، **العربية على اليمين والإنجليزية على اليسار**، على خط قاعدي واحد، فيجد قارئ أيٍّ من اللغتين السعر في المكان نفسه.',
      '## ما نطبع عليه اليوم',
      '- ورق مقوّى غير مصقول بوزن 350 غرامًا مع تغليف مطفأ: يُمسح بسهولة ولا يعكس الضوء.\n- الأسعار بحجم 11 نقطة على الأقل وبالأرقام اللاتينية كما اعتادها الزبائن في عمّان.\n- زوايا مستديرة، لأن الزوايا الحادة أول ما يتمزّق.',
      '> قائمة الطعام التي يحتاج النادل إلى شرحها قائمة أخفقت على الطاولة.',
      'إن كنت تدير مقهى أو مطعمًا وتبدو قوائمك متعبة بعد شهر واحد، [حدّثنا عنها](/contact/): فالقائمة الأفضل تكلّف في الغالب أقل من إعادة الطباعة كل موسم.',
    ].join('\n\n'),
  );
  writeItem(contentDir, 'posts', { id: slug, en, ar });
  return `a post dated ${today()} (${slug})`;
}

/** The Silver plan at 429 a month (the change); content without a Silver plan, its first. */
function silverAt429(contentDir: string): string {
  type Pricing = { plans: { slug: string; prices: { monthly: number } }[] };
  let changed = '';
  editBoth<Pricing>(contentDir, 'pricing.json', (pricing) => {
    const plan = pricing.plans.find((p) => p.slug === 'silver') ?? pricing.plans[0];
    if (!plan) throw new Error('editor-day: content/pricing.*.json has no plan');
    plan.prices.monthly = 429;
    changed = plan.slug;
  });
  return `the ${changed} plan at 429 a month`;
}

function addJob(contentDir: string): string {
  const jobs = readItems(contentDir, 'jobs');
  const order = lastOrder(jobs) + 1;
  const number = String(jobs.length + 1).padStart(2, '0');
  const slug = freeId(contentDir, 'jobs', 'motion-designer');
  const common = { $schema: '../schemas/jobs.schema.json', slug, number };
  writeItem(contentDir, 'jobs', {
    id: slug,
    en: {
      ...common,
      title: 'Motion Designer',
      type: 'Full-time',
      location: 'Amman',
      summary:
        'Bring our brands to life in short films, social clips and interface animation. You storyboard with our art directors, animate in After Effects and hand over files our developers can ship.',
      order,
    },
    ar: {
      ...common,
      title: 'مصمم موشن جرافيك',
      type: 'دوام كامل',
      location: 'عمّان',
      summary:
        'أضفِ الحركة على العلامات التجارية التي نعمل عليها في أفلام قصيرة ومقاطع لمواقع التواصل وحركات للواجهات. ترسم القصة المصوّرة مع مديري الفن لدينا، وتحرّك التصاميم في أفتر إفكتس، وتسلّم ملفات يستطيع مطوّرونا نشرها.',
      order,
    },
  });
  return `a job opening (number ${number})`;
}

function addFaq(contentDir: string): string {
  let count = 0;
  editBoth<{ faqs: { question: string; answer: string }[] }>(
    contentDir,
    'faqs.json',
    (file, locale) => {
      file.faqs.push(
        locale === 'en'
          ? {
              question: 'Do you work with clients outside Jordan?',
              answer:
                'Yes. About a third of our clients are in the Gulf and in Europe; we meet on video calls, share work in progress every week and travel for shoots and launches when a project needs it.',
            }
          : {
              question: 'هل تعملون مع عملاء من خارج الأردن؟',
              answer:
                'نعم، فنحو ثلث عملائنا في دول الخليج وأوروبا. نلتقي عبر مكالمات الفيديو ونشارك العمل الجاري كل أسبوع، ونسافر للتصوير والإطلاق حين يتطلب المشروع ذلك.',
            },
      );
      count = file.faqs.length;
    },
  );
  return `an FAQ (${count} now)`;
}

/** The last testimonial removed; content that has none keeps none (the day has five changes then). */
function removeTestimonial(contentDir: string): string[] {
  const last = itemsInOrder(contentDir, 'testimonials').at(-1);
  if (!last) return [];
  removeItem(contentDir, 'testimonials', last.id);
  return [`the testimonial ${last.id} removed`];
}

function rewordRole(contentDir: string): string {
  const member = itemsInOrder(contentDir, 'team')[0];
  if (!member) throw new Error('editor-day: the copy has no team member');
  // A rewording that reads naturally whatever the role, in both languages (and either gender in Arabic).
  member.en['role'] = `${String(member.en['role'])}, Amman Studio`;
  member.ar['role'] = `${String(member.ar['role'])}، استوديو عمّان`;
  writeItem(contentDir, 'team', member);
  return `${member.id}'s role reworded`;
}

/**
 * Applies the day's six changes to `contentDir` (five where there is no testimonial to remove);
 * returns what was done, one line each.
 */
export function editorDay(contentDir: string): string[] {
  return [
    addPost(contentDir),
    silverAt429(contentDir),
    addJob(contentDir),
    addFaq(contentDir),
    ...removeTestimonial(contentDir),
    rewordRole(contentDir),
  ];
}
