/**
 * An order relayed into an agent's own notes: the agent writes that something it read — a page,
 * a PDF, a ticket comment, a video caption, a chat group, a transcript — tells assistants (or
 * "whoever handles this") to do something, or holds a turn put in the user's or the system's
 * mouth, and takes it up for later ("I'll follow that", "going forward", "saved as a user
 * preference", "我以后会…"). What a third party told the reader becomes the agent's own rule. An
 * agent noting a fact or a build command from a README takes up no order to a reader, and a
 * note that refuses the order ("ignored it", "did not follow") takes up nothing.
 */
import type { SentenceView } from './concept-frames.js';

/** Things an agent reads that someone else wrote. */
const SOURCE = /(?<![\p{Script=Latin}\p{Script=Cyrillic}])(?:page|web ?page|site|website|wiki|docs?|document|documentation|readme|pdf|faq|forum|post|comment|ticket|issue|review|email|e-mail|mail|message|invite|invitation|transcript|caption|subtitles?|video|chat|group|thread|article|blog|onboarding|price-?list|newsletter|attachment|blob|seite|webseite|kommentar|nachricht|einladung|página|sitio|comentario|correo|mensaje|legenda|vídeo|video|pagina|commento|messaggio|invito|appunto|courriel|commentaire|страниц\p{L}*|сайт\p{L}*|комментари\p{L}*|письм\p{L}*|сообщени\p{L}*|网页|页面|网站|文档|帖子|评论|留言|邮件|群|论坛|字幕|视频|ページ|コメント|メール|페이지|댓글|메일)(?![\p{Script=Latin}])/iu;
/** Words for the source's content speaking: says, contains, asks, writes, tells me. */
const SAYS = /(?<![\p{Script=Latin}\p{Script=Cyrillic}])(?:says?|said|states?|contain(?:s|ed)?|asks?|asked|writes?|wrote|tells? me|told me|instructs?|reads|had a|has a|with a|sagt|steht|schreibt|dice|decía|pide|escribe|diz|dizia|pede|escreve|dice|scrive|chiede|dit|écrit|demande|m'indique|indique|говорит|пишет|просит|сказано|написано|说|写着|里说|留言|要求|提到|書いて|言って|라고)(?![\p{Script=Latin}\p{Script=Cyrillic}])|[:"“«「]/iu;
/** Taking it up for later: the agent's own future. */
const ADOPT = /(?<![\p{L}])(?:i'll|i will|i'm going to|i am going to|going forward|from now on|for the rest of|next (?:step|pass|time)|doing that next|as my|as a (?:standing|user) |as (?:the )?user preference|as a preference|treat(?:ing)? (?:it|this|that) as|saving (?:it|this|that) as|adopting|adopted|recorded as|noted as|für spätere|übernommen|ab jetzt werde|je vais|désormais je|à partir de maintenant|voy a|a partir de ahora|lo haré|tratar como|salvo como|registrad[oa] como|registrato come|salvato come|d'ora in poi|farò|я буду|теперь буду|буду так)|我以后|以后我|我会|我准备|我将|照做|按这个|今後は|これから/iu;
/** The agent turning the order down. */
const REFUSED = /(?<![\p{L}])(?:ignor(?:e|ed|ing)|disregard(?:ed)?|did not follow|didn't follow|won't follow|will not follow|not follow(?:ing)?|refus(?:e|ed)|flagged|reported it|suspicious|injection|ignoriert|ignoré|ignorado|ignorato|проигнорир\p{L}*)|忽略|不予理会|没有照做|不会照做|可疑/iu;
/** A turn put in someone's mouth: "User: …", "SYSTEM:", "Assistente: …". */
const TURN = /(?:^|[\s"'“‘«「(])(?:user|human|assistant|ai|system|utente|assistente|usuario|usuário|asistente|nutzer|benutzer|assistent|utilisateur|пользователь|ассистент|用户|助手|系统|ユーザー|アシスタント)[ \t]*[:：]/iu;

/**
 * Concepts that make what was read an order to a reader rather than a fact or a task: a reader
 * named, powers granted, a check waived, something kept from the user, earlier rules set aside.
 * (A note that the agent will forward a customer's request to billing is its work, not a relay.)
 */
const FORCE = ['reader', 'grant', 'noConfirm', 'conceal', 'override'];
/** Keys to a machine that only an attacker hands out through a document. */
const ACCESS = /authorized_keys|sudoers|root access|ssh-(?:rsa|ed25519) AAAA/iu;

/**
 * Does an agent's note take up an order it read in third-party content? Returns what made it so.
 * `vs`: the note's sentences with their concepts.
 */
export function relayedOrder(text: string, vs: SentenceView[]): string | undefined {
  const head = text.slice(0, 4000);
  if (!SOURCE.test(head) || !SAYS.test(head) || !ADOPT.test(head) || REFUSED.test(head)) return undefined;
  if (TURN.test(head)) return 'turn relayed';
  const force = FORCE.find((k) => vs.some((v) => v.c.has(k)));
  if (force) return `${force} relayed`;
  // A rule keyed on the user ("when the user says X, do Y") read somewhere and adopted.
  if (vs.some((v) => v.c.has('condition') && v.c.has('user'))) return 'rule on the user relayed';
  return ACCESS.test(head) ? 'access relayed' : undefined;
}
