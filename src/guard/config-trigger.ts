/**
 * A trigger→action rule written as configuration: a record whose one key names a condition on
 * what comes in ("on_keyword", "trigger", "when", "cuando", "wenn", "on_message_contains") and
 * whose next key names what to do ("action", "do", "then", "hacer", "aktion"), in YAML, JSON or
 * key=value lines. A CI file's "on: push … run: npm test" has the shape too, so the record counts
 * only when it speaks to an assistant (a key or the text names one, or it is to be remembered) or
 * its trigger keys on what a user or a message says, and its action carries a power: data sent
 * to an address, a check skipped, something approved, merged or run, a link handed out.
 */

/** Keys naming a condition. */
const TRIGGER_KEY = /^(?:on|on[_-]?\p{L}[\p{L}_-]{0,30}|trigger|triggers|when|whenever|if|condition|match|matches|keyword|keywords|phrase|cuando|si|wenn|falls|quand|lorsque|quando|se|als|wanneer|когда|если|kiedy|jeżeli|eğer|ketika|khi|när|当|条件|触发|トリガー|条件)$/iu;
/** Keys naming an action. */
const ACTION_KEY = /^(?:action|actions|do|then|run|exec|execute|respond|reply|response|hacer|acción|accion|aktion|handlung|dann|faire|alors|fazer|ação|acao|fare|azione|actie|doe|действие|делать|akcja|eylem|aksi|hành động|åtgärd|动作|执行|操作|アクション|동작)$/iu;
/** Trigger values or keys about what a user or a message says. */
const INPUT_KEYED = /message|keyword|phrase|word|says?|said|types?|writes?|mentions?|asks?|contains?|text|input|prompt|query|user|usuario|usuário|utente|utilisateur|nutzer|benutzer|gebruiker|пользовател|kullanıcı|pengguna|người dùng|användare|mensaje|mensagem|messaggio|nachricht|bericht|сообщени|contiene|contém|enthält|contient|bevat|содерж|diga|dice|escrib|schreib|écrit|dit|diz|scrive|zegt|говорит|пишет|用户|消息|包含|说/iu;
/** Words that make the record a rule for an assistant. */
const FOR_ASSISTANT = /assistant|asistente|assistente|assistent|ассистент|агент|\bagent|\bbot\b|\bbots\b|\bai\b|\bllm\b|\bmodel\b|\bia\b|\bki\b|助手|智能体|アシスタント|어시스턴트|remember|memoria|memória|gedächtnis|mémoire|память|记忆/iu;
/** A power in an action's words: sent somewhere, approved, merged, skipped, run, handed a link or a password. */
const POWER = /https?:\/\/|ftp:\/\/|[\w.+-]+@[\w-]+\.[\w.]+|\bcurl\b|\bwget\b|\|\s*(?:ba|z)?sh\b|approv|aprob|aprov|genehmig|approuv|goedkeur|одобр|批准|merge|--admin|skip|bypass|without (?:asking|confirm|review|check)|sin (?:preguntar|confirmar|revisar)|ohne (?:rückfrage|bestätigung|prüfung)|sans (?:demander|confirm|vérif)|trusted|password|contraseña|passwort|mot de passe|пароль|密码|forward|reenvi|weiterleit|transf[eé]r|envoy|enví|envi[ae]|send|sende|schick|upload|subir|hochlad|export|pay|pag[ae]|zahl|überweis|wire|delete|borra|lösch|supprim|удал|删除|disable|deshabilit|deaktivier|désactiv|отключ|关闭/iu;

/** One key and its value on a line: `key: value`, `"key": "value"`, `- key = value`. */
const ENTRY = /(?:^|[{,\n])[ \t]*-?[ \t]*["']?([\p{L}_][\p{L}\p{N}_-]{0,40})["']?[ \t]*[:=][ \t]*(?!\/\/)(?:"([^"\n]{0,300})"|'([^'\n]{0,300})'|([^\n,{}[\]]{0,300}))/gu;

/** The first rule in configuration form that arms a trigger with a power over the reader, if any. */
export function configTrigger(text: string): string | undefined {
  const head = text.slice(0, 8000);
  const entries: { key: string; value: string; at: number }[] = [];
  for (const m of head.matchAll(ENTRY)) {
    entries.push({ key: m[1], value: (m[2] ?? m[3] ?? m[4] ?? '').trim(), at: m.index ?? 0 });
    if (entries.length >= 400) break;
  }
  const assistant = FOR_ASSISTANT.test(entries.map((e) => e.key).join(' ')) || FOR_ASSISTANT.test(head);
  for (let i = 0; i < entries.length; i++) {
    const t = entries[i];
    if (!TRIGGER_KEY.test(t.key)) continue;
    // The action follows within the same record: the next three entries.
    // A hook's own value may be the action: `on_commit: "before you confirm, run …"`.
    const action = entries.slice(i + 1, i + 4).find((e) => ACTION_KEY.test(e.key) && e.value.length > 0) ?? (/^on[_-]/iu.test(t.key) && assistant ? t : undefined);
    if (!action) continue;
    const keyed = INPUT_KEYED.test(t.key) || INPUT_KEYED.test(t.value);
    // Prose as the action — several words — is an order in words, not a command name.
    const words = action.value.split(/\s+/u).filter(Boolean).length;
    if ((assistant || keyed) && words >= 3 && POWER.test(action.value)) return `${t.key}>${action.key}`;
  }
  return undefined;
}
