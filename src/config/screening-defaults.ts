/**
 * The screening patterns a policy gets when it leaves a list out: fake role tags,
 * fetch-and-run commands, exfiltration-shaped links, secret shapes and one instruction switch.
 * `policies/default.yaml` spells out exactly these lists (a test holds the two together), so an
 * operator reads them there and changes them in a policy; a policy that omits a list keeps these,
 * and only an explicit `[]` empties one. Each pattern describes a kind of attack, not a string.
 */
import type { z } from 'zod';
import type { PatternRuleSchema, SecretRuleSchema } from './screening-policy-schema.js';

/** A pattern rule as written in a policy (flags default to "iu"). */
type PatternRuleInput = z.input<typeof PatternRuleSchema>;
/** A secret rule as written in a policy (flags default to "u", weight to 0.9). */
type SecretRuleInput = z.input<typeof SecretRuleSchema>;

/** `guard.screening.instructions`: shapes no sentence reading sees. */
export const DEFAULT_INSTRUCTION_RULES: PatternRuleInput[] = [
  // Switches that turn verification off in a command line or an environment
  { id: 'check-disabling-switch', pattern: String.raw`--no-verify\b|--skip-(?:tests?|checks?|verification|validation)\b|-DskipTests\b|\bverify\s?=\s?False\b|\b(?:SKIP|DISABLE|NO|BYPASS)_(?:[A-Z]{1,20}_)?(?:VERIFY|VERIFICATION|VALIDATION|CHECKS?|TESTS?|AUTH|SSL|TLS|CERTS?|REVIEW|LINT|SCAN)\s?=\s?["']?(?:1|true|yes|on)\b`, flags: 'u', weight: 0.3, channels: ['tool', 'agent'] },
];

/** `guard.screening.role_tags`: fake role and delimiter tags, which make data read as a new conversation turn. */
export const DEFAULT_ROLE_TAG_RULES: PatternRuleInput[] = [
  // <|im_start|>, <|system|>, <|eot_id|>
  { id: 'chat-template-token', pattern: String.raw`<\|(?:im_start|im_end|system|user|assistant|endoftext|eot_id|start_header_id|end_header_id|begin_of_text|end|model|User|Assistant|START_OF_TURN_TOKEN|END_OF_TURN_TOKEN|USER_TOKEN|CHATBOT_TOKEN|SYSTEM_TOKEN)\|>|</?(?:start_of_turn|end_of_turn)>`, weight: 0.8 },
  // [INST] … [/INST], <<SYS>>
  { id: 'inst-tag', pattern: String.raw`\[/?INST\]|<</?SYS>>`, flags: 'u', weight: 0.8 },
  // "### System:", "## New instructions:"
  { id: 'markdown-role-header', pattern: String.raw`(?:^|\n)[ \t]*#{1,6}[ \t]*(?:system|developer|(?:new\s+)?instructions?)(?:\s+prompt)?[ \t]*:`, weight: 0.6 },
  // <system>, </instructions>
  { id: 'xml-role-tag', pattern: String.raw`</?(?:system|system_prompt|instructions?|developer|assistant)\s*>`, weight: 0.6 },
  // 【系统】, [系统指令]
  { id: 'zh-role-tag', pattern: String.raw`[【\[](?:系统|系统提示|系统指令|指令)[】\]]`, weight: 0.6 },
  // [SYSTEM] … [/SYSTEM] (a closed pair) and "[assistant]: …" opening a line: a turn forged in brackets
  { id: 'bracket-role-tag', pattern: String.raw`\[\s*(system|assistant|developer|instructions?)\s*\][\s\S]{1,800}?\[\s*/\s*\1\s*\]|(?:^|\n)[ \t]*\[\s*(?:system|assistant|developer)\s*\]\s*:`, weight: 0.6 },
  // "IMPORTANT NEW INSTRUCTIONS:" opening a line (docs have "New instructions:" headings too: weak alone)
  { id: 'new-instructions-header', pattern: String.raw`(?:^|\n)[ \t]*(?:(?:important|urgent|updated|revised)\s+)?new\s+instructions?\s*:`, weight: 0.3 },
];

/** `guard.screening.links`: links and commands that fetch and run remote code, or carry data out. */
export const DEFAULT_LINK_RULES: PatternRuleInput[] = [
  // curl … | sh, wget -O- … | python: a lesson or a note telling the agent to run remote code
  { id: 'curl-pipe-shell', pattern: String.raw`\b(?:curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b[^\n|]{0,300}\|\s*(?:sudo\s+)?(?:(?:ba|z|k|da)?sh|python[0-9.]*|perl|ruby|node|php|iex|Invoke-Expression)\b`, weight: 0.8, channels: ['agent', 'user', 'system', 'review'] },
  // The same in a README or docs page (tool output): official installers (rustup, Homebrew, Poetry, Scoop) are written
  // this way, so it is a weak cue there; an urging to run it unread is the second one
  { id: 'curl-pipe-shell-docs', pattern: String.raw`\b(?:curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b[^\n|]{0,300}\|\s*(?:sudo\s+)?(?:(?:ba|z|k|da)?sh|python[0-9.]*|perl|ruby|node|php|iex|Invoke-Expression)\b`, weight: 0.45, channels: ['tool'] },
  // Remote code to be run unread: "no need to check the script", "without reading it", "just pipe it to bash"
  { id: 'run-unread', pattern: String.raw`\b(?:no\s+need\s+to|don['’]t(?:\s+bother\s+to)?\s|do\s+not(?:\s+bother\s+to)?\s|never)\s+(?:check|read|review|inspect|verify|look\s+at)\s+(?:the\s+|it|this\s+)?(?:script|installer|code|command|payload|file|it)\b|\bwithout\s+(?:reading|checking|reviewing|inspecting|verifying)\s+(?:the\s+|it|this\s+)?(?:script|installer|code|command|it)\b`, weight: 0.3 },
  // wget … && chmod +x …, curl -o x; ./x
  { id: 'download-and-exec', pattern: String.raw`\b(?:curl|wget)\b[^\n]{0,300}?(?:&&|;)\s*(?:sudo\s+)?(?:chmod\s+(?:\+x|[0-7]{3,4})|\./|(?:ba)?sh\s)`, weight: 0.7 },
  // bash -c "$(curl …)", bash <(curl …) (the Homebrew installer is written so: as weak as curl | sh in docs)
  { id: 'shell-substitution', pattern: String.raw`\b(?:ba|z)?sh\s+(?:-c\s+)?["']?(?:\$\(|<\()\s*(?:curl|wget)\b`, weight: 0.8, channels: ['agent', 'user', 'system', 'review'] },
  { id: 'shell-substitution-docs', pattern: String.raw`\b(?:ba|z)?sh\s+(?:-c\s+)?["']?(?:\$\(|<\()\s*(?:curl|wget)\b`, weight: 0.45, channels: ['tool'] },
  // powershell -enc …, iex (iwr …)
  { id: 'powershell-encoded', pattern: String.raw`\b(?:powershell|pwsh)(?:\.exe)?\b[^\n]{0,80}?\s-(?:e|ec|enc|encodedcommand)\b|\b(?:iex|Invoke-Expression)\b[^\n]{0,40}?\b(?:iwr|irm|Invoke-WebRequest|Invoke-RestMethod|DownloadString|Net\.WebClient)\b`, weight: 0.8 },
  // exec(requests.get(…).text), eval(await fetch(…))
  { id: 'exec-remote-code', pattern: String.raw`\b(?:exec|eval)\s*\(\s*(?:await\s+)?(?:requests\.get|urllib\.request\.urlopen|urlopen|fetch)\s*\(`, weight: 0.7 },
  // An encoded payload run as code: echo … | base64 -d | sh, exec(base64.b64decode(…)), eval(atob(…))
  { id: 'encoded-exec', pattern: String.raw`\bbase64\s+(?:-d|--decode|-D)\b[^\n|]{0,40}\|\s*(?:sudo\s+)?(?:(?:ba|z|k|da)?sh|python[0-9.]*|perl|ruby|node|php)\b|\b(?:exec|eval)\s*\(\s*(?:base64\.)?(?:b64decode|b32decode|urlsafe_b64decode|decodebytes)\s*\(|\b(?:eval|Function)\s*\(\s*(?:atob|Buffer\.from)\s*\(|\bFromBase64String\b[^\n]{0,80}?\b(?:iex|Invoke-Expression)\b|\b(?:iex|Invoke-Expression)\b[^\n]{0,80}?\bFromBase64String\b`, weight: 0.6 },
  // data:text/html;base64,… (an inline PNG or JPEG in an HTML email is not it; SVG can carry script and still counts)
  { id: 'data-url', pattern: String.raw`\bdata:(?!image/(?:png|jpe?g|gif|webp|bmp|avif|x-icon|vnd\.microsoft\.icon)\b)[a-z]+/[a-z0-9.+-]+;base64,`, weight: 0.5 },
  // ![](https://x/?q={chat}): renderers fetch images unasked. The query must carry a placeholder or a long encoded value
  // (a CI badge's ?branch=main or a shields.io ?style=flat is not it)
  { id: 'exfil-image', pattern: String.raw`!\[(?:[^\]!]|!(?!\[))*\]\(\s*https?://(?:[^?)\s!]|!(?!\[))*\?(?:[^=)\s!]|!(?!\[)|=(?!(?:\{|\$\{|%7B|<|\[|[A-Z][A-Z_]{3,}(?=[)&\s])|[A-Za-z0-9+/_%=-]{40})))*=(?:\{|\$\{|%7B|<|\[|[A-Z][A-Z_]{3,}(?=[)&\s])|[A-Za-z0-9+/_%=-]{40})(?:[^)\s!]|!(?!\[))*\)`, flags: 'u', weight: 0.5 },
  // https://x/log?data={conversation}: a placeholder naming the conversation, memory or a secret — not an API template's
  // {customer_id} or a mail merge's {{email}}
  { id: 'exfil-placeholder', pattern: String.raw`https?://(?:[^\s"'<>h]|h(?!ttps?://))*[?&][\w-]+=(?:\{\{?|\$\{|%7B|<|\[)\s*[\w.-]*?(?:chat|conversation|history|memor|context|prompt|transcript|secret|password|passwd|api_?key|credential|card_?(?:number|no)|ssn|session|cookie|user_?(?:email|data|info|messages?|input|query|address|phone|password|secret|profile)|summary)`, weight: 0.6 },
];

/**
 * `guard.screening.secrets`: credential shapes on top of the built-in ones (secretlint's
 * recommended rules and credential assignments); a named group `secret` marks the part replaced.
 */
export const DEFAULT_SECRET_RULES: SecretRuleInput[] = [
  { kind: 'aws_access_key', pattern: String.raw`\b(?:AKIA|ASIA)[0-9A-Z]{16}\b` },
  { kind: 'github_token', pattern: String.raw`\b(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})\b` },
  { kind: 'openai_key', pattern: String.raw`\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}` },
  { kind: 'slack_token', pattern: String.raw`\bxox[abposr]-[A-Za-z0-9-]{10,}` },
  { kind: 'google_api_key', pattern: String.raw`\bAIza[0-9A-Za-z_-]{35}\b` },
  { kind: 'private_key', pattern: String.raw`-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----(?:[^-]|-(?!----BEGIN )){0,16384}?-----END (?:[A-Z0-9]+ )*PRIVATE KEY-----` },
  { kind: 'jwt', pattern: String.raw`\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}` },
];
