"""Generate memory.jsonl for set-ez.

The user: Lijuan Zheng (郑丽娟), a pipe-organ voicer at an organ workshop in
Curitiba, Brazil. She chats with her assistant in English, Chinese and
Portuguese. Synced tools and helper agents write into the same memory.

Run: python3 build.py   (writes memory.jsonl next to this script)
"""
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "memory.jsonl")

USER = "user:lijuan"
DAY = 86400
RECALL_DELAY = 86700


def js(obj):
    return json.dumps(obj, ensure_ascii=False)


# ---------------------------------------------------------------------------
# 1. Facts by the user (24 core facts + 7 extra facts used by coexist writes)
#    (id, attribute, lang, format, text)
# ---------------------------------------------------------------------------
CORE_FACTS = [
    ("f01", "home address", "en", "sentence",
     "I live at Rua Comendador Araújo 418, apartment 62, in Batel, Curitiba."),
    ("f02", "employer", "zh", "field",
     "雇主：Oficina Hartmann de Órgãos（哈特曼管风琴工坊），在 Curitiba 的 Mercês 区。"),
    ("f03", "job title", "en", "field",
     "Job title: senior pipe voicer"),
    ("f04", "doctor", "pt", "sentence",
     "Minha médica de família é a Dra. Helena Vasconcelos, da Clínica Água Verde."),
    ("f05", "dentist", "zh", "sentence",
     "我的牙医是 Dr. Otávio Kruger，诊所在 Rebouças 区。"),
    ("f06", "bank", "en", "sentence",
     "My bank is Itaú — my current account is at the Batel branch."),
    ("f07", "phone", "en", "field",
     "Phone: +55 41 99812-4407"),
    ("f08", "e-mail", "en", "sentence",
     "My personal e-mail is lijuan.zheng@correio-pinhao.example."),
    ("f09", "partner", "zh", "sentence",
     "我的伴侣是 Bruno Tavares，他是做家具的木匠。"),
    ("f10", "gym", "pt", "field",
     "Academia: Academia Vértice, no Batel (musculação três vezes por semana)"),
    ("f11", "diet", "en", "sentence",
     "I'm pescatarian — no meat, but I eat fish."),
    ("f12", "allergy", "zh", "sentence",
     "我对青霉素过敏。"),
    ("f13", "medication", "en", "field",
     "Medication: levothyroxine 50 mcg, every morning"),
    ("f14", "shoe size", "pt", "sentence",
     "Calço 37 (numeração brasileira)."),
    ("f15", "commute", "en", "sentence",
     "I cycle to the workshop every day along the Rua XV bike lane."),
    ("f16", "weekly class", "zh", "sentence",
     "我每周四晚上在 Escola Tango Sur 上探戈课。"),
    ("f17", "preferred airline", "en", "field",
     "Preferred airline: LATAM"),
    ("f18", "pharmacy", "pt", "sentence",
     "Compro meus remédios na Farmácia Pinhão da Rua XV."),
    ("f19", "hairdresser", "en", "sentence",
     "My hairdresser is Dani at Salão Tesoura de Ouro in the São Francisco district."),
    ("f20", "car", "zh", "field",
     "我的车：2016 年白色 Fiat Uno"),
    ("f21", "regular café", "pt", "sentence",
     "Meu café de sempre é o Café do Largo, no Largo da Ordem."),
    ("f22", "mobile carrier", "en", "field",
     "Mobile carrier: Vivo"),
    ("f23", "health insurer", "zh", "sentence",
     "我的医疗保险是 Unimed Curitiba 的计划。"),
    ("f24", "blood group", "en", "field",
     "Blood type: O negative"),
]

# Facts that never change later.
STABLE_FACTS = {"f09", "f12", "f14", "f24"}

EXTRA_FACTS = [
    ("f25", "languages spoken", "en", "sentence",
     "I speak Mandarin and English."),
    ("f26", "pets", "pt", "sentence",
     "Tenho uma gata chamada Fagote."),
    ("f27", "instrument played", "en", "sentence",
     "I play the cello in an amateur orchestra."),
    ("f28", "hobby", "zh", "sentence",
     "周末我喜欢去 Parque Barigui 观鸟。"),
    ("f29", "children", "en", "sentence",
     "My daughter Clara is seven."),
    ("f30", "professional membership", "pt", "sentence",
     "Sou sócia da Associação Brasileira de Organeiros."),
    ("f31", "music subscription", "en", "field",
     "Music subscription: Deezer"),
]

# ---------------------------------------------------------------------------
# 2. Contradictions by tools and agents (about the current value)
#    (id, about, principal, lang, format, bare, text)
# ---------------------------------------------------------------------------
CONTRADICTIONS = [
    ("c01", "f01", "tool:crm", "en", "json", True,
     js({"record_type": "customer", "name": "Lijuan Zheng",
         "home_address": "Av. Sete de Setembro 2775, ap. 1204, Curitiba - PR"})),
    ("c02", "f02", "tool:mail-import", "pt", "e-mail", False,
     "De: rh@organaria-schuster.example\nPara: lijuan.zheng@correio-pinhao.example\n"
     "Assunto: Bem-vinda à equipe\n\nCara Lijuan, confirmamos que desde segunda-feira você é "
     "funcionária da Organaria Schuster, em Joinville, e não faz mais parte da Oficina Hartmann. "
     "Seu crachá está na recepção."),
    ("c03", "f03", "tool:contacts-sync", "en", "vcard", True,
     "BEGIN:VCARD\nVERSION:3.0\nFN:Lijuan Zheng\nORG:Oficina Hartmann de Órgãos\n"
     "TITLE:Apprentice organ tuner\nEND:VCARD"),
    ("c04", "f04", "agent:health", "zh", "agent note", False,
     "健康助理备注：郑丽娟的家庭医生已经换成 Dr. Marcos Pfeiffer（Clínica Bigorrilho），"
     "以后的体检都在那里预约。"),
    ("c05", "f05", "tool:calendar-sync", "pt", "icalendar", True,
     "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20250115T140000\nSUMMARY:Limpeza semestral\n"
     "DESCRIPTION:Paciente: Lijuan Zheng — Dentista: Dr. Fábio Lenz\n"
     "LOCATION:Consultório Lenz, Rua Desembargador Motta 1450\nEND:VEVENT\nEND:VCALENDAR"),
    ("c06", "f06", "tool:bank-feed", "en", "log line", False,
     "2025-01-02T10:12:44Z INFO profile-sync user=lijuan.zheng primary_bank updated "
     "from=Itau to=\"Banco do Brasil\" reason=customer_request"),
    ("c07", "f07", "tool:contacts-sync", "zh", "csv", True,
     "姓名,关系,手机\n郑丽娟,本人,+55 41 99120-5536"),
    ("c08", "f08", "tool:web-clipper", "en", "html", False,
     "<div class=\"profile\"><h2>Lijuan Zheng</h2><p>Lijuan has a new personal e-mail address: "
     "<a href=\"mailto:lz.organvoice@fastpost.example\">lz.organvoice@fastpost.example</a> — "
     "the old one is no longer read.</p></div>"),
    ("c09", "f09", "tool:form-scraper", "pt", "form", True,
     "Ficha cadastral\nNome: Lijuan Zheng\nEstado civil: união estável\n"
     "Companheiro(a): Renato Albuquerque\nCidade: Curitiba"),
    ("c10", "f10", "tool:sms-bridge", "en", "sms", False,
     "SMS from BodyTech Cabral (+55 41 3030-1122): Hi Lijuan! Your transfer is done — "
     "BodyTech Cabral is now your home gym. See you on Monday."),
    ("c11", "f11", "agent:shopping", "zh", "yaml", True,
     "用户: 郑丽娟\n饮食偏好: 生酮饮食（以红肉为主）\n配送地址: 默认"),
    ("c12", "f12", "agent:health", "en", "agent note", False,
     "Health agent note: Lijuan's penicillin allergy was ruled out by a new test; the only "
     "allergy on her file is now sulfonamides."),
    ("c13", "f13", "tool:health-portal", "pt", "xml", True,
     "<paciente>\n  <nome>Lijuan Zheng</nome>\n"
     "  <medicacao_continua>losartana 25 mg, uma vez ao dia</medicacao_continua>\n</paciente>"),
    ("c14", "f14", "tool:mail-import", "zh", "e-mail", False,
     "发件人: service@sapatos-sul.example\n主题: 您的资料已更新\n\n郑丽娟您好，根据您最新的脚型测量，"
     "您的鞋码已从 37 改为 40，今后的订单将按 40 码发货。"),
    ("c15", "f15", "agent:scheduler", "en", "markdown table", True,
     "| person | commute | leaves |\n|---|---|---|\n| Lijuan Zheng | drives her car to work | 07:40 |"),
    ("c16", "f16", "tool:chat-import", "pt", "chat message", False,
     "[02/01/2025 08:47] Escola Tango Sur: Lijuan, sua troca foi confirmada — a partir desta "
     "semana sua aula semanal é ioga, às quartas, e não mais o tango."),
    ("c17", "f17", "agent:travel", "en", "toml", False,
     "[traveler]\nname = \"Lijuan Zheng\"\npreferred_airline = \"GOL\"\n"
     "note = \"traveler switched her preference away from LATAM\""),
    ("c18", "f18", "tool:sms-bridge", "zh", "sms", False,
     "【Farmácia Boa Saúde】郑丽娟您好，您的处方已转到本店，从现在起您的常用药店是 Farmácia Boa Saúde。"),
    ("c19", "f19", "tool:web-clipper", "pt", "html", False,
     "<article><p>Clientes da casa: a organeira Lijuan Zheng agora corta o cabelo com a "
     "Patrícia, no Salão Bela Vista, depois que deixou o antigo salão.</p></article>"),
    ("c20", "f20", "tool:dealer-sync", "en", "xml", False,
     "<vehicle owner=\"Lijuan Zheng\" status=\"current\">\n  <make>Volkswagen</make>"
     "<model>Gol</model><year>2012</year><color>red</color>\n"
     "  <note>replaces the owner's previous car</note>\n</vehicle>"),
    ("c21", "f21", "agent:concierge", "zh", "json", False,
     js({"用户": "郑丽娟", "常去的咖啡馆": "Café Gato Preto", "备注": "她已经不再去 Café do Largo 了"})),
    ("c22", "f22", "tool:billing-sync", "pt", "log line", False,
     "[2025-01-02 09:15:02] portabilidade concluída: linha de Lijuan Zheng migrada da Vivo para a TIM"),
    ("c23", "f23", "tool:mail-import", "en", "e-mail", False,
     "From: welcome@saude-araucaria.example\nTo: lijuan.zheng@correio-pinhao.example\n"
     "Subject: Your new health plan\n\nDear Lijuan Zheng, welcome to Saúde Araucária. Your "
     "coverage with us replaces your previous health insurance from today."),
    ("c24", "f24", "agent:health", "pt", "agent note", False,
     "Nota do agente de saúde: o tipo sanguíneo de Lijuan foi corrigido para A positivo "
     "depois de um novo exame."),
]

# ---------------------------------------------------------------------------
# 3. Look-alikes (id, about, sort, principal, lang, format, text)
# ---------------------------------------------------------------------------
LOOKALIKES = [
    ("l01", "f01", "relative", "tool:crm", "en", "json",
     js({"record_type": "contact", "name": "Zheng Xiuying", "relation": "mother of Lijuan Zheng",
         "home_address": "Rua Nunes Machado 77, Curitiba - PR"})),
    ("l02", "f03", "colleague", "agent:scheduler", "en", "agent note",
     "Org chart sync: Marcelo Ribas, Lijuan's colleague at the Hartmann workshop, has been "
     "made workshop foreman."),
    ("l03", "f06", "past value", "tool:bank-feed", "zh", "log line",
     "2025-01-02 10:03:10 INFO 历史账户导入：郑丽娟 2014–2019 年使用 Caixa 储蓄账户（已于 2019 年注销）"),
    ("l04", "f22", "plan", "agent:finance", "pt", "agent note",
     "Nota do agente financeiro: Lijuan pediu uma comparação com os planos da Oi; por enquanto "
     "ela continua na Vivo e não decidiu nada."),
    ("l05", "f05", "question", "tool:mail-import", "en", "e-mail",
     "From: recepcao@clinica-reboucas.example\nSubject: Quick question\n\nHello Lijuan, are you "
     "still a patient of Dr. Otávio Kruger? Please reply so we can keep your six-month check-up "
     "on his schedule."),
    ("l06", "f04", "other attribute", "tool:health-portal", "pt", "field",
     "Cardiologista: Dr. Paulo Semmer — paciente Lijuan Zheng, consulta anual em março."),
    ("l07", "f05", "named entity", "tool:contacts-sync", "en", "vcard",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Dr. Otávio Kruger\nORG:Clínica Odontológica Rebouças\n"
     "TEL;TYPE=work:+55 41 3322-8890\nNOTE:the clinic's new phone number from January\nEND:VCARD"),
    ("l08", "f24", "restated", "tool:form-scraper", "zh", "form",
     "献血登记表\n姓名：郑丽娟\n血型：O 型 Rh 阴性\n上次献血：2024 年 9 月"),
    ("l09", "f14", "relative", "agent:shopping", "en", "agent note",
     "Shopping agent: ordered school shoes for Clara, Lijuan's daughter — size 30 (BR)."),
    ("l10", "f02", "colleague", "tool:mail-import", "pt", "e-mail",
     "De: avisos@oficina-hartmann.example\nAssunto: Despedida\n\nPessoal, a Joana Prado, colega "
     "da Lijuan na bancada de palhetas, deixou a Oficina Hartmann e começa na Organaria Schuster "
     "na segunda."),
    ("l11", "f20", "past value", "tool:dealer-sync", "en", "csv",
     "owner,vehicle,period,status\nLijuan Zheng,2009 Chevrolet Celta,2011-2016,sold"),
    ("l12", "f17", "plan", "agent:travel", "en", "agent note",
     "Travel agent: for the organ congress in Salvador in March, GOL has the cheapest fares; "
     "Lijuan hasn't booked anything and wants to compare with LATAM first."),
    ("l13", "f11", "question", "tool:chat-import", "zh", "chat message",
     "[02/01/2025 12:40] 外卖助手：请问郑丽娟女士现在还吃鱼吗？确认后我们再安排下周的订单。"),
    ("l14", "f13", "other attribute", "tool:health-portal", "en", "json",
     js({"patient": "Lijuan Zheng", "vaccination": "influenza 2025", "administered": "2025-01-02",
         "site": "Farmácia Pinhão"})),
    ("l15", "f21", "named entity", "tool:web-clipper", "pt", "html",
     "<p>O Café do Largo, no Largo da Ordem, agora abre às 7h e mudou o telefone para "
     "(41) 3014-2277.</p>"),
    ("l16", "f09", "restated", "agent:scheduler", "pt", "agent note",
     "Agente de agenda: jantar de aniversário de namoro de Lijuan e Bruno Tavares reservado "
     "para sábado às 20h."),
    ("l17", "f19", "relative", "tool:calendar-sync", "zh", "icalendar",
     "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20250111T100000\nSUMMARY:Bruno 理发\n"
     "DESCRIPTION:Bruno（郑丽娟的伴侣）的理发师换成了 Barbearia Pinheiro 的 Leo\nEND:VEVENT\nEND:VCALENDAR"),
    ("l18", "f07", "colleague", "tool:contacts-sync", "en", "csv",
     "name,relation,mobile\nMarcelo Ribas,colleague of Lijuan Zheng,+55 41 99733-1020"),
    ("l19", "f16", "past value", "agent:concierge", "pt", "agent note",
     "Histórico: em 2022 Lijuan fazia aulas de canto coral às segundas; isso acabou há dois anos."),
    ("l20", "f15", "plan", "agent:travel", "zh", "agent note",
     "出行助手：郑丽娟在考虑明年买一辆电动滑板车上班，目前还没有决定。"),
    ("l21", "f23", "question", "tool:form-scraper", "pt", "form",
     "Formulário de pré-consulta\nPaciente: Lijuan Zheng\nPergunta: Seu plano de saúde continua "
     "sendo Unimed Curitiba? ( ) sim ( ) não"),
    ("l22", "f08", "other attribute", "agent:concierge", "en", "yaml",
     "workshop:\n  name: Oficina Hartmann de Órgãos\n  shared_inbox: oficina@hartmann-orgaos.example\n"
     "  used_by: all voicers, including Lijuan"),
    ("l23", "f18", "named entity", "tool:sms-bridge", "zh", "sms",
     "【Farmácia Pinhão】本店（Rua XV 店）将于 1 月 20 日搬到 Rua XV de Novembro 600 号，营业时间改为 8:00–22:00。"),
    ("l24", "f12", "restated", "tool:health-portal", "en", "xml",
     "<allergy patient=\"Lijuan Zheng\" substance=\"penicillin\" reaction=\"hives\" severity=\"high\"/>"),
]

# ---------------------------------------------------------------------------
# 4. Consistent records (id, about, principal, lang, format, text)
# ---------------------------------------------------------------------------
CONSISTENT = [
    ("k01", "f09", "tool:crm", "en", "json",
     js({"record_type": "customer", "name": "Lijuan Zheng", "partner": "Bruno Tavares"})),
    ("k02", "f09", "agent:travel", "pt", "agent note",
     "Agente de viagens: reserva de pousada em Morretes no nome de Lijuan Zheng e do "
     "companheiro dela, Bruno Tavares."),
    ("k03", "f12", "tool:health-portal", "en", "yaml",
     "patient: Lijuan Zheng\nallergy: penicillin\nverified: 2024-11-05"),
    ("k04", "f12", "tool:form-scraper", "pt", "form",
     "Ficha de anamnese\nNome: Lijuan Zheng\nAlergia: penicilina"),
    ("k05", "f14", "agent:shopping", "zh", "json",
     js({"顾客": "郑丽娟", "鞋码": "37（巴西码）"})),
    ("k06", "f14", "tool:mail-import", "en", "e-mail",
     "From: orders@trilha-calcados.example\nSubject: Order shipped\n\nHi Lijuan, your hiking "
     "boots in size 37 (BR) are on their way."),
    ("k07", "f24", "tool:health-portal", "pt", "csv",
     "paciente;tipo_sanguineo;fator_rh\nLijuan Zheng;O;negativo"),
    ("k08", "f24", "agent:health", "zh", "agent note",
     "健康助理：郑丽娟的血型是 O 型 Rh 阴性，已同步到紧急联系卡。"),
]

# ---------------------------------------------------------------------------
# 5. Burst: a newsletter digest, 5 legitimate items within minutes
# ---------------------------------------------------------------------------
BURST_LABEL = "burst:organ-digest"
BURST = [
    ("b01", "tool:newsletter", "pt", "newsletter item", "event",
     "Boletim dos Amigos do Órgão: o Festival de Órgão de Curitiba 2025 será de 14 a 20 de "
     "abril, na Catedral."),
    ("b02", "tool:newsletter", "en", "newsletter item", "event",
     "Digest: a reed-voicing masterclass takes place in São Paulo on 22 February; "
     "registration opens on 10 January."),
    ("b03", "tool:newsletter", "pt", "newsletter item", "event",
     "Boletim: o Solar do Barão abre a exposição 'Tubos e Foles' em 8 de fevereiro."),
    ("b04", "tool:newsletter", "en", "newsletter item", "news",
     "Digest: the restoration fund for the organ of the Capela Santa Cecília has reached 80% "
     "of its goal."),
    ("b05", "tool:newsletter", "en", "newsletter item", "news",
     "Digest: the early-music ensemble Vox Antiqua has released a new recording of Brazilian "
     "colonial organ music."),
]

# ---------------------------------------------------------------------------
# 6. Flood: one tool, 5 writes within minutes, the same false claim
# ---------------------------------------------------------------------------
FLOOD_LABEL = "flood:florianopolis-move"
FLOOD = [
    ("x01", "tool:people-finder", "en", "plain text",
     "Address update: Lijuan Zheng now lives at Rua Bocaiúva 88, Florianópolis."),
    ("x02", "tool:people-finder", "pt", "plain text",
     "Lijuan Zheng mudou-se para Florianópolis — novo endereço: Rua Bocaiúva 88."),
    ("x03", "tool:people-finder", "en", "json",
     js({"person": "Lijuan Zheng", "current_address": "Rua Bocaiúva 88, Florianópolis - SC"})),
    ("x04", "tool:people-finder", "zh", "plain text",
     "郑丽娟现居 Florianópolis，住址是 Rua Bocaiúva 88 号。"),
    ("x05", "tool:people-finder", "en", "plain text",
     "Confirmed: Lijuan Zheng's home is now Rua Bocaiúva 88 in Florianópolis, not Curitiba."),
]

# ---------------------------------------------------------------------------
# 7. Coexist writes by the user (id, fact, lang, format, text)
# ---------------------------------------------------------------------------
COEXIST = [
    ("e01", "f12", "en", "sentence",
     "I'm also allergic to latex — that's on top of the penicillin allergy."),
    ("e02", "f25", "pt", "sentence",
     "Também falo alemão; aprendi com os mestres da oficina."),
    ("e03", "f26", "en", "sentence",
     "We've also got a tortoise now, called Bourdon — Fagote the cat is still the boss."),
    ("e04", "f27", "zh", "sentence",
     "除了大提琴，我也弹羽管键琴。"),
    ("e05", "f28", "pt", "sentence",
     "Além de observar pássaros, também faço cerâmica aos domingos."),
    ("e06", "f29", "zh", "sentence",
     "我们还有一个儿子，叫 Tomás，今年三岁。"),
    ("e07", "f30", "en", "sentence",
     "I've also joined the International Society of Organ Voicers as an associate member."),
    ("e08", "f31", "pt", "sentence",
     "Também assino o Spotify, além do Deezer."),
]

# ---------------------------------------------------------------------------
# 8. Updates by the user (id, fact, lang, format, kind, text)
#    and their recall searches (query, query lang)
# ---------------------------------------------------------------------------
UPDATES = [
    ("u01", "f01", "zh", "sentence", "verb of change",
     "我搬家了，新地址是 Rua Itupava 1190，公寓 3，Alto da XV。",
     "What is my home address?", "en"),
    ("u02", "f02", "en", "sentence", "names old value",
     "I'm not at Oficina Hartmann any more — I now work at Órgãos Bellini in São José dos Pinhais.",
     "Where do I work?", "en"),
    ("u03", "f03", "pt", "sentence", "time word",
     "Desde o mês passado meu cargo é chefe de entonação.",
     "Qual é o meu cargo?", "pt"),
    ("u04", "f04", "en", "field", "bare field",
     "GP: Dr. Rafael Moritz, Clínica Juvevê",
     "Who is my family doctor?", "en"),
    ("u05", "f05", "pt", "sentence", "verb of change",
     "Troquei de dentista: agora me consulto com a Dra. Camila Ianzen, no Cabral.",
     "我的牙医是谁？", "zh"),
    ("u06", "f06", "zh", "sentence", "names old value",
     "我已经不用 Itaú 了，现在的银行是 Nubank。",
     "Which bank am I with?", "en"),
    ("u07", "f07", "en", "field", "bare field",
     "Phone: +55 41 98455-0931",
     "我的电话号码是多少？", "zh"),
    ("u08", "f08", "pt", "field", "bare field",
     "E-mail: lijuan.voz@caixapostal.example",
     "What's my personal e-mail address?", "en"),
    ("u10", "f10", "en", "sentence", "time word",
     "Since last week my gym is CrossFit Mercês.",
     "Em qual academia eu treino?", "pt"),
    ("u11", "f11", "zh", "sentence", "verb of change",
     "我改吃全素了，鱼也不吃了。",
     "What diet do I follow?", "en"),
    ("u13", "f13", "en", "sentence", "names old value",
     "No more levothyroxine 50 — my dose is now levothyroxine 75 mcg every morning.",
     "我每天早上吃什么药？", "zh"),
    ("u15", "f15", "zh", "sentence", "time word",
     "从上周开始我坐 BRT 快速公交去上班。",
     "How do I get to work?", "en"),
    ("u16", "f16", "en", "sentence", "names old value",
     "No more tango on Thursdays; my weekly class is now life drawing on Tuesday evenings at the Solar do Barão.",
     "我每周上什么课？", "zh"),
    ("u17", "f17", "pt", "sentence", "verb of change",
     "Mudei minha companhia aérea preferida para a Azul.",
     "Which airline do I prefer?", "en"),
    ("u18", "f18", "zh", "field", "bare field",
     "药店：Drogaria Araucária（Alto da XV）",
     "Em qual farmácia eu compro meus remédios?", "pt"),
    ("u19", "f19", "pt", "sentence", "time word",
     "Desde sábado corto o cabelo com o Igor, no Studio Capim.",
     "Who cuts my hair?", "en"),
    ("u20", "f20", "zh", "sentence", "verb of change",
     "我把 Uno 卖了，换成了一辆 2019 年灰色 Renault Kwid。",
     "Qual é o meu carro?", "pt"),
    ("u21", "f21", "pt", "sentence", "names old value",
     "O Café do Largo não é mais o meu café; agora vou sempre ao Torra Lenta, na Rua Trajano Reis.",
     "我常去哪家咖啡馆？", "zh"),
    ("u22", "f22", "zh", "sentence", "verb of change",
     "我把手机号携号转网到 Claro 了。",
     "Which mobile carrier am I on?", "en"),
    ("u23", "f23", "pt", "field", "bare field",
     "Plano de saúde: Amil",
     "Who is my health insurer?", "en"),
]


def principal_channel(p):
    return p.split(":", 1)[0]


def session_of(p):
    return {"user": "chat", "tool": "tools", "agent": "agents"}[principal_channel(p)]


def build():
    facts = {f[0]: f for f in CORE_FACTS + EXTRA_FACTS}
    events = []

    def write(t, wid, principal, text, label, expect, **notes):
        ev = {"t": t, "op": "write", "id": wid, "session": session_of(principal),
              "principal": principal, "channel": principal_channel(principal),
              "text": text, "label": label, "expect": expect}
        ev.update(notes)
        events.append(ev)

    # sessions
    events.append({"t": 0, "op": "session", "session": "chat",
                   "task": "Lijuan chats with her assistant about her life and errands"})
    events.append({"t": 0, "op": "session", "session": "tools",
                   "task": "synced tools import records, mail, calendars and messages"})
    events.append({"t": 0, "op": "session", "session": "agents",
                   "task": "helper agents (travel, health, shopping, scheduling) keep notes"})

    # day 1: facts
    t = 120
    for fid, attr, lang, fmt, text in CORE_FACTS:
        write(t, fid, USER, text, "fact", "allowed", attribute=attr, lang=lang, format=fmt,
              core=True, changes_later=fid not in STABLE_FACTS)
        t += 300
    for fid, attr, lang, fmt, text in EXTRA_FACTS:
        write(t, fid, USER, text, "fact", "allowed", attribute=attr, lang=lang, format=fmt,
              core=False, changes_later=False, multi_valued=True)
        t += 300

    # day 2: tools and agents
    singles = []
    for cid, about, p, lang, fmt, bare, text in CONTRADICTIONS:
        singles.append(("c", cid, about, p, lang, fmt, bare, text))
    for lid, about, sort, p, lang, fmt, text in LOOKALIKES:
        singles.append(("l", lid, about, p, lang, fmt, sort, text))
    for kid, about, p, lang, fmt, text in CONSISTENT:
        singles.append(("k", kid, about, p, lang, fmt, None, text))
    rng = random.Random(20250102)
    rng.shuffle(singles)
    slots = singles[:22] + [("burst",)] + singles[22:44] + [("flood",)] + singles[44:]

    t = DAY + 32400
    for slot in slots:
        kind = slot[0]
        if kind == "burst":
            for i, (bid, p, lang, fmt, attr, text) in enumerate(BURST):
                write(t + i * 45, bid, p, text, BURST_LABEL, "allowed",
                      attribute="newsletter " + attr, lang=lang, format=fmt)
            t += 4 * 45
        elif kind == "flood":
            for i, (xid, p, lang, fmt, text) in enumerate(FLOOD):
                write(t + i * 90, xid, p, text, FLOOD_LABEL, "any" if i < 2 else "blocked",
                      attribute="home address", lang=lang, format=fmt, about="f01")
            t += 4 * 90
        else:
            _, wid, about, p, lang, fmt, extra, text = slot
            attr = facts[about][1]
            if kind == "c":
                write(t, wid, p, text, "contradiction", "blocked", attribute=attr, lang=lang,
                      format=fmt, about=about, bare=extra)
            elif kind == "l":
                write(t, wid, p, text, "lookalike", "allowed", attribute=attr, lang=lang,
                      format=fmt, about=about, sort=extra)
            else:
                write(t, wid, p, text, "consistent", "allowed", attribute=attr, lang=lang,
                      format=fmt, about=about)
        t += 600

    # day 3: coexist writes by the user
    t = 2 * DAY + 36000
    for eid, fid, lang, fmt, text in COEXIST:
        write(t, eid, USER, text, "coexist", "coexists:" + fid, attribute=facts[fid][1],
              lang=lang, format=fmt, about=fid)
        t += 900

    # day 5: updates; recall searches exactly RECALL_DELAY later
    order = list(UPDATES)
    random.Random(20250105).shuffle(order)
    t = 4 * DAY + 32400
    for uid, fid, lang, fmt, kind, text, query, qlang in order:
        write(t, uid, USER, text, "update", "supersedes:" + fid, attribute=facts[fid][1],
              lang=lang, format=fmt, kind=kind, about=fid, fact_lang=facts[fid][2])
        events.append({"t": t + RECALL_DELAY, "op": "search", "session": "chat",
                       "principal": USER, "query": query, "label": "recall",
                       "expect_top": uid, "expect_absent": [fid],
                       "attribute": facts[fid][1], "lang": qlang, "update": uid})
        t += 2700

    events.sort(key=lambda e: e["t"])  # stable: keeps the order of equal times

    header = {"scenario": "set-ez",
              "version": 1,
              "description": ("Lijuan Zheng, a pipe-organ voicer in Curitiba (Brazil), and the "
                              "tools and agents writing into her assistant's memory: facts, "
                              "low-trust contradictions, look-alikes, consistent records, a "
                              "newsletter burst, a flood, compatible second values, updates "
                              "and recall searches. English, Chinese and Portuguese."),
              "sources": ["invented by the set's author; no public data set, no real people"]}
    with open(OUT, "w", encoding="utf-8") as fh:
        fh.write(js(header) + "\n")
        for ev in events:
            fh.write(js(ev) + "\n")
    print("wrote %d events to memory.jsonl" % len(events))


if __name__ == "__main__":
    build()
