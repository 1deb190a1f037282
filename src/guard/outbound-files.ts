/**
 * Exfiltration by file or drop: a local secret or a folder of the user's (an SSH key, cloud
 * credentials, `.env`, `~/Documents/…`) read and sent to an outside address, in prose or in code
 * (`requests.post(url, data=open("~/.ssh/…"))`, `curl -d @file https://…`); or the user's data
 * put where anyone can read it — a paste site, a public folder or link, a chat account handed
 * the link. Written as one concern next to the sentence reading of `sensitive-actions.ts`, which
 * needs a verb and an object in one clause: here the file or the drop itself is the evidence.
 */

/** Files that hold secrets, and the user's own folders. */
const LOCAL_SECRET = /~\/\.ssh(?:\/(?![\w.-]*\.pub(?!\w))|(?![\/\w]))|~\/\.(?:aws|gnupg|kube|docker|config\/gh|netrc|npmrc|pypirc|git-credentials)|(?:^|[\s"'(=])\.env(?![\w.-])|id_(?:rsa|dsa|ecdsa|ed25519)(?!\.pub)|\.aws\/credentials|\/etc\/shadow|wallet\.dat|keychain|login\.keychain|cookies\.sqlite|Login Data|~\/(?:Documents|Desktop|Downloads|Pictures|Dokumente|Documentos|Documents|Документы|文档|桌面)/iu;
/** Sending something out: verbs in the languages screened, HTTP methods and the tools that send. */
const SEND = /(?<![\p{Script=Latin}\p{Script=Cyrillic}])(?:post|send|upload|forward|transmit|sync|copy|copia|copie|copiar|kopier\p{L}*|push|exfiltrat\p{L}*|requests\.(?:post|put)|fetch\(|axios\.(?:post|put)|curl|wget --post|scp|rsync|nc|netcat|envía|envia|enviar|sube|subir|carga|übertrage|übertragen|sende|senden|schick\p{L}*|hochladen|lade [\p{L} ]{0,20}hoch|envoie|envoyer|téléverse|transfère|invia|carica|verstuur|upload|отправ\p{L}*|загрузи\p{L}*|перешли|скопируй\p{L}*|gönder|yükle|kirim|unggah|gửi|tải lên|上传|发送|发给|同步|转发|送信|アップロード|전송|업로드)(?![\p{Script=Latin}\p{Script=Cyrillic}])/iu;
/** An outside destination: a URL, an FTP or SCP target, an e-mail address. */
const DESTINATION = /(?:https?|ftp|sftp|s3|scp):\/\/[^\s"'<>)]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/iu;
/** Places anyone can read: paste sites, public folders and links, request catchers, chat accounts. */
const PUBLIC_DROP = /pastebin|paste\.(?:rs|ee)|hastebin|ghostbin|termbin|0x0\.st|transfer\.sh|file\.io|webhook\.site|requestbin|pipedream|public (?:folder|link|bucket|paste|share|gist)|publicly (?:shared|accessible)|cartella pubblica|carpeta pública|dossier public|öffentliche[nrs]? (?:ordner|link)|pasta pública|publieke map|публичн\p{L}* (?:папк|ссылк)|公开(?:的)?(?:链接|文件夹|网盘)|công khai|herkese açık|telegram[^\n]{0,30}@[\w]{3,}/iu;
/** The user's data in any of the languages screened: what a drop would make public. */
const USER_DATA = /user|their|conversation|chat history|contacts|address book|calendar|memory|history|sheet|salar|export|customer|usuari|utente|utilisateur|nutzer|gebruiker|пользовател|лист|зарплат|kullanıcı|pengguna|người dùng|trò chuyện|danh bạ|用户|聊天|通讯录|rubrica|calendario|contatti|kontakte|contacts|contactos|контакт|通讯/iu;
const NEGATED = /(?<![\p{L}])(?:never|do not|don't|must not|should not|not|nunca|nie|niemals|jamais|ne pas|non|не|никогда|不要|切勿|禁止|asla|jangan|không)(?![\p{L}])/iu;

/** Is there a sending in `span` that no negation stands just before? */
function sentIn(span: string): boolean {
  const m = SEND.exec(span);
  return Boolean(m) && !NEGATED.test(span.slice(Math.max(0, m!.index - 30), m!.index));
}

/** One statement: a line, or a sentence within it. */
function statements(text: string): string[] {
  return text.slice(0, 20000).split(/\n|(?<=[.!?。！？])\s+/u).slice(0, 800);
}

/**
 * Does the write send a local secret or the user's folder to an outside address, or put the
 * user's data on a public drop? Returns what it found, or undefined. Statements that warn against
 * it ("never upload your ~/.ssh keys to a paste site") do not count.
 */
export function outboundFile(text: string): string | undefined {
  const lines = statements(text);
  const secretAt = lines.findIndex((l) => LOCAL_SECRET.test(l));
  if (secretAt >= 0) {
    // The secret and the sending in one statement or two neighbouring ones, an address within them.
    for (let k = Math.max(0, secretAt - 1); k <= Math.min(lines.length - 1, secretAt + 1); k++) {
      const span = k === secretAt ? lines[k] : `${lines[Math.min(k, secretAt)]} ${lines[Math.max(k, secretAt)]}`;
      if (sentIn(span) && DESTINATION.test(span)) return 'local secret>destination';
    }
  }
  for (const l of lines) {
    if (PUBLIC_DROP.test(l) && USER_DATA.test(l) && sentIn(l)) return 'user data>public drop';
  }
  // `curl -d @file` or `-F file=@…` posting a local file to a paste or drop site.
  for (const l of lines) {
    if (/\bcurl\b[^\n]{0,200}(?:-d|--data(?:-binary)?|-F|--form|-T|--upload-file)[ \t]+[^\s]*@?[\w./~-]+/u.test(l) && PUBLIC_DROP.test(l)) return 'file>public drop';
  }
  return dataFeed(text) ? 'assistant data>feed' : undefined;
}

/** A destination field holding an outside address: `"destination": "https://…"`, `webhook: https://…`. */
const DEST_FIELD = /["']?(?:destination|destino|dest|target|endpoint|url|webhook|forward_?to|send_?to|sink|upload_?to|ziel|cible|destinazione|назначение|адрес|目标|目的地|转发到)["']?[ \t]*[:=][ \t]*["']?(?:https?|ftp|sftp):\/\//iu;
/** What only an assistant holds of its user: the conversation, its memory. */
const ASSISTANT_DATA = /chat[ _-]?history|conversation|chat[ _-]?log|transcripts?|memory|memories|historial[ _-]de[ _-]chat|conversaci|conversa|mémoire|historique[ _-]de[ _-](?:chat|conversation)|chatverlauf|gesprächsverlauf|gedächtnis|cronologia[ _-]chat|conversazion|memoria|история[ _-](?:чата|переписки)|переписк|память|聊天记录|对话记录|记忆|会話履歴/iu;
/** Other private categories of the user. */
const PRIVATE = /contacts?|contactos|contatti|kontakte|контакты|通讯录|location|ubicaci|localisation|standort|posizione|местоположени|位置|documents?|documentos|dokumente|documenti|документы|文档|emails?|correos|passwords?|credentials|contraseñas|passwörter|пароли|密码|calendar|calendario|kalender|календарь|日历|photos|fotos|files|archivos|dateien|fichiers|файлы|文件/iu;

/**
 * A record that sets up a feed of what the assistant holds to an outside address: a destination
 * field with a URL, and the conversation or the memory among the data it names, beside another
 * private category. A webhook that announces deploys names no such data.
 */
function dataFeed(text: string): boolean {
  const head = text.slice(0, 8000);
  return DEST_FIELD.test(head) && ASSISTANT_DATA.test(head) && PRIVATE.test(head.replace(ASSISTANT_DATA, ' '));
}
