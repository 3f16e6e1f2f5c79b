-- The shipped text of every mail, as version 1 of each template (jobs/mail/catalog.ts holds
-- the same text for "Reset to default"; a test keeps the two equal).
WITH t AS (INSERT INTO email_templates (key, version) VALUES ('verify_email', 1) RETURNING id),
texts AS (INSERT INTO email_template_texts (template_id, language, subject, body)
  SELECT id, 'en', 'Confirm your e-mail address — Mutabaa', 'Hello {{ name }},

Thank you for registering with Mutabaa. Confirm your e-mail address to activate your account. The link is valid for 48 hours.

[Confirm my e-mail address]({{ link }})

If you did not create an account, you can ignore this e-mail.' FROM t
  UNION ALL SELECT id, 'ar', 'تأكيد بريدك الإلكتروني — متابعة', 'مرحبًا {{ name }}،

شكرًا لتسجيلك في متابعة. أكّد بريدك الإلكتروني لتفعيل حسابك. الرابط صالح لمدة 48 ساعة.

[تأكيد بريدي الإلكتروني]({{ link }})

إذا لم تنشئ حسابًا، يمكنك تجاهل هذه الرسالة.' FROM t)
INSERT INTO email_template_versions (template_id, version, subject_en, subject_ar, body_en, body_ar)
  SELECT id, 1, 'Confirm your e-mail address — Mutabaa', 'تأكيد بريدك الإلكتروني — متابعة', 'Hello {{ name }},

Thank you for registering with Mutabaa. Confirm your e-mail address to activate your account. The link is valid for 48 hours.

[Confirm my e-mail address]({{ link }})

If you did not create an account, you can ignore this e-mail.', 'مرحبًا {{ name }}،

شكرًا لتسجيلك في متابعة. أكّد بريدك الإلكتروني لتفعيل حسابك. الرابط صالح لمدة 48 ساعة.

[تأكيد بريدي الإلكتروني]({{ link }})

إذا لم تنشئ حسابًا، يمكنك تجاهل هذه الرسالة.' FROM t;
--> statement-breakpoint
WITH t AS (INSERT INTO email_templates (key, version) VALUES ('reset_password', 1) RETURNING id),
texts AS (INSERT INTO email_template_texts (template_id, language, subject, body)
  SELECT id, 'en', 'Reset your password — Mutabaa', 'Hello {{ name }},

We received a request to reset the password of your Mutabaa account. The link is valid for one hour and can be used once.

[Choose a new password]({{ link }})

If you did not ask for this, you can ignore this e-mail; your password stays unchanged.' FROM t
  UNION ALL SELECT id, 'ar', 'إعادة تعيين كلمة المرور — متابعة', 'مرحبًا {{ name }}،

تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك في متابعة. الرابط صالح لمدة ساعة واحدة ويُستخدم مرة واحدة.

[اختيار كلمة مرور جديدة]({{ link }})

إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة؛ ستبقى كلمة مرورك كما هي.' FROM t)
INSERT INTO email_template_versions (template_id, version, subject_en, subject_ar, body_en, body_ar)
  SELECT id, 1, 'Reset your password — Mutabaa', 'إعادة تعيين كلمة المرور — متابعة', 'Hello {{ name }},

We received a request to reset the password of your Mutabaa account. The link is valid for one hour and can be used once.

[Choose a new password]({{ link }})

If you did not ask for this, you can ignore this e-mail; your password stays unchanged.', 'مرحبًا {{ name }}،

تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك في متابعة. الرابط صالح لمدة ساعة واحدة ويُستخدم مرة واحدة.

[اختيار كلمة مرور جديدة]({{ link }})

إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة؛ ستبقى كلمة مرورك كما هي.' FROM t;
--> statement-breakpoint
WITH t AS (INSERT INTO email_templates (key, version) VALUES ('invitation', 1) RETURNING id),
texts AS (INSERT INTO email_template_texts (template_id, language, subject, body)
  SELECT id, 'en', 'You are invited to Mutabaa', 'Hello {{ name }},

An administrator created a Mutabaa account for you. Choose your password to start using it. The link is valid for 72 hours and can be used once.

[Choose my password]({{ link }})

If you did not expect this invitation, you can ignore this e-mail; the account stays unused.' FROM t
  UNION ALL SELECT id, 'ar', 'دعوة للانضمام إلى متابعة', 'مرحبًا {{ name }}،

أنشأ لك أحد المسؤولين حسابًا في متابعة. اختر كلمة المرور لتبدأ باستخدامه. الرابط صالح لمدة 72 ساعة ويُستخدم مرة واحدة.

[اختيار كلمة المرور]({{ link }})

إذا لم تكن تتوقع هذه الدعوة، يمكنك تجاهل هذه الرسالة؛ فلن يُستخدم الحساب.' FROM t)
INSERT INTO email_template_versions (template_id, version, subject_en, subject_ar, body_en, body_ar)
  SELECT id, 1, 'You are invited to Mutabaa', 'دعوة للانضمام إلى متابعة', 'Hello {{ name }},

An administrator created a Mutabaa account for you. Choose your password to start using it. The link is valid for 72 hours and can be used once.

[Choose my password]({{ link }})

If you did not expect this invitation, you can ignore this e-mail; the account stays unused.', 'مرحبًا {{ name }}،

أنشأ لك أحد المسؤولين حسابًا في متابعة. اختر كلمة المرور لتبدأ باستخدامه. الرابط صالح لمدة 72 ساعة ويُستخدم مرة واحدة.

[اختيار كلمة المرور]({{ link }})

إذا لم تكن تتوقع هذه الدعوة، يمكنك تجاهل هذه الرسالة؛ فلن يُستخدم الحساب.' FROM t;
--> statement-breakpoint
WITH t AS (INSERT INTO email_templates (key, version) VALUES ('account_exists', 1) RETURNING id),
texts AS (INSERT INTO email_template_texts (template_id, language, subject, body)
  SELECT id, 'en', 'Someone tried to register with your e-mail address — Mutabaa', 'Hello {{ name }},

Someone tried to create a new Mutabaa account with your e-mail address. You already have an account, so nothing was created and your account is unchanged.

[Sign in]({{ link }})

[Forgot your password? Choose a new one]({{ reset_link }})

If this was not you, you can ignore this e-mail; only someone who can read your e-mail can reset your password.' FROM t
  UNION ALL SELECT id, 'ar', 'محاولة تسجيل ببريدك الإلكتروني — متابعة', 'مرحبًا {{ name }}،

حاول أحدهم إنشاء حساب جديد في متابعة باستخدام بريدك الإلكتروني. لديك حساب بالفعل، لذا لم يُنشأ أي حساب ولم يتغيّر شيء في حسابك.

[تسجيل الدخول]({{ link }})

[نسيت كلمة المرور؟ اختر كلمة مرور جديدة]({{ reset_link }})

إذا لم تكن أنت، يمكنك تجاهل هذه الرسالة؛ فلا يستطيع إعادة تعيين كلمة مرورك إلا من يقرأ بريدك الإلكتروني.' FROM t)
INSERT INTO email_template_versions (template_id, version, subject_en, subject_ar, body_en, body_ar)
  SELECT id, 1, 'Someone tried to register with your e-mail address — Mutabaa', 'محاولة تسجيل ببريدك الإلكتروني — متابعة', 'Hello {{ name }},

Someone tried to create a new Mutabaa account with your e-mail address. You already have an account, so nothing was created and your account is unchanged.

[Sign in]({{ link }})

[Forgot your password? Choose a new one]({{ reset_link }})

If this was not you, you can ignore this e-mail; only someone who can read your e-mail can reset your password.', 'مرحبًا {{ name }}،

حاول أحدهم إنشاء حساب جديد في متابعة باستخدام بريدك الإلكتروني. لديك حساب بالفعل، لذا لم يُنشأ أي حساب ولم يتغيّر شيء في حسابك.

[تسجيل الدخول]({{ link }})

[نسيت كلمة المرور؟ اختر كلمة مرور جديدة]({{ reset_link }})

إذا لم تكن أنت، يمكنك تجاهل هذه الرسالة؛ فلا يستطيع إعادة تعيين كلمة مرورك إلا من يقرأ بريدك الإلكتروني.' FROM t;
--> statement-breakpoint
WITH t AS (INSERT INTO email_templates (key, version) VALUES ('notification_assignment', 1) RETURNING id),
texts AS (INSERT INTO email_template_texts (template_id, language, subject, body)
  SELECT id, 'en', '{{ title }}', 'Hello {{ name }},

{{ message }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.' FROM t
  UNION ALL SELECT id, 'ar', '{{ title }}', 'مرحبًا {{ name }}،

{{ message }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.' FROM t)
INSERT INTO email_template_versions (template_id, version, subject_en, subject_ar, body_en, body_ar)
  SELECT id, 1, '{{ title }}', '{{ title }}', 'Hello {{ name }},

{{ message }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.', 'مرحبًا {{ name }}،

{{ message }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.' FROM t;
--> statement-breakpoint
WITH t AS (INSERT INTO email_templates (key, version) VALUES ('notification_status_change', 1) RETURNING id),
texts AS (INSERT INTO email_template_texts (template_id, language, subject, body)
  SELECT id, 'en', '{{ title }}', 'Hello {{ name }},

{{ message }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.' FROM t
  UNION ALL SELECT id, 'ar', '{{ title }}', 'مرحبًا {{ name }}،

{{ message }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.' FROM t)
INSERT INTO email_template_versions (template_id, version, subject_en, subject_ar, body_en, body_ar)
  SELECT id, 1, '{{ title }}', '{{ title }}', 'Hello {{ name }},

{{ message }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.', 'مرحبًا {{ name }}،

{{ message }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.' FROM t;
--> statement-breakpoint
WITH t AS (INSERT INTO email_templates (key, version) VALUES ('notification_comment', 1) RETURNING id),
texts AS (INSERT INTO email_template_texts (template_id, language, subject, body)
  SELECT id, 'en', '{{ title }}', 'Hello {{ name }},

{{ message }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.' FROM t
  UNION ALL SELECT id, 'ar', '{{ title }}', 'مرحبًا {{ name }}،

{{ message }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.' FROM t)
INSERT INTO email_template_versions (template_id, version, subject_en, subject_ar, body_en, body_ar)
  SELECT id, 1, '{{ title }}', '{{ title }}', 'Hello {{ name }},

{{ message }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.', 'مرحبًا {{ name }}،

{{ message }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.' FROM t;
--> statement-breakpoint
WITH t AS (INSERT INTO email_templates (key, version) VALUES ('notification_registration', 1) RETURNING id),
texts AS (INSERT INTO email_template_texts (template_id, language, subject, body)
  SELECT id, 'en', '{{ title }}', 'Hello {{ name }},

{{ message }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.' FROM t
  UNION ALL SELECT id, 'ar', '{{ title }}', 'مرحبًا {{ name }}،

{{ message }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.' FROM t)
INSERT INTO email_template_versions (template_id, version, subject_en, subject_ar, body_en, body_ar)
  SELECT id, 1, '{{ title }}', '{{ title }}', 'Hello {{ name }},

{{ message }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.', 'مرحبًا {{ name }}،

{{ message }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.' FROM t;
--> statement-breakpoint
WITH t AS (INSERT INTO email_templates (key, version) VALUES ('notification_announcement', 1) RETURNING id),
texts AS (INSERT INTO email_template_texts (template_id, language, subject, body)
  SELECT id, 'en', '{{ title }}', 'Hello {{ name }},

{{ message }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.' FROM t
  UNION ALL SELECT id, 'ar', '{{ title }}', 'مرحبًا {{ name }}،

{{ message }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.' FROM t)
INSERT INTO email_template_versions (template_id, version, subject_en, subject_ar, body_en, body_ar)
  SELECT id, 1, '{{ title }}', '{{ title }}', 'Hello {{ name }},

{{ message }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.', 'مرحبًا {{ name }}،

{{ message }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.' FROM t;
--> statement-breakpoint
WITH t AS (INSERT INTO email_templates (key, version) VALUES ('due_soon_reminder', 1) RETURNING id),
texts AS (INSERT INTO email_template_texts (template_id, language, subject, body)
  SELECT id, 'en', '{{ title }}', 'Hello {{ name }},

{{ message }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.' FROM t
  UNION ALL SELECT id, 'ar', '{{ title }}', 'مرحبًا {{ name }}،

{{ message }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.' FROM t)
INSERT INTO email_template_versions (template_id, version, subject_en, subject_ar, body_en, body_ar)
  SELECT id, 1, '{{ title }}', '{{ title }}', 'Hello {{ name }},

{{ message }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.', 'مرحبًا {{ name }}،

{{ message }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.' FROM t;
--> statement-breakpoint
WITH t AS (INSERT INTO email_templates (key, version) VALUES ('overdue_reminder', 1) RETURNING id),
texts AS (INSERT INTO email_template_texts (template_id, language, subject, body)
  SELECT id, 'en', '{{ title }}', 'Hello {{ name }},

{{ message }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.' FROM t
  UNION ALL SELECT id, 'ar', '{{ title }}', 'مرحبًا {{ name }}،

{{ message }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.' FROM t)
INSERT INTO email_template_versions (template_id, version, subject_en, subject_ar, body_en, body_ar)
  SELECT id, 1, '{{ title }}', '{{ title }}', 'Hello {{ name }},

{{ message }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.', 'مرحبًا {{ name }}،

{{ message }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.' FROM t;
--> statement-breakpoint
WITH t AS (INSERT INTO email_templates (key, version) VALUES ('digest_daily', 1) RETURNING id),
texts AS (INSERT INTO email_template_texts (template_id, language, subject, body)
  SELECT id, 'en', 'Your daily notifications — Mutabaa', 'Hello {{ name }},

Here are your notifications since the last summary ({{ count }}):
{% for item in items %}
- {{ item.title }}: {{ item.message }} {{ item.link }}{% endfor %}

[View all notifications]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.' FROM t
  UNION ALL SELECT id, 'ar', 'ملخص إشعاراتك اليومي — متابعة', 'مرحبًا {{ name }}،

إليك إشعاراتك منذ آخر ملخص ({{ count }}):
{% for item in items %}
- {{ item.title }}: {{ item.message }} {{ item.link }}{% endfor %}

[عرض كل الإشعارات]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.' FROM t)
INSERT INTO email_template_versions (template_id, version, subject_en, subject_ar, body_en, body_ar)
  SELECT id, 1, 'Your daily notifications — Mutabaa', 'ملخص إشعاراتك اليومي — متابعة', 'Hello {{ name }},

Here are your notifications since the last summary ({{ count }}):
{% for item in items %}
- {{ item.title }}: {{ item.message }} {{ item.link }}{% endfor %}

[View all notifications]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.', 'مرحبًا {{ name }}،

إليك إشعاراتك منذ آخر ملخص ({{ count }}):
{% for item in items %}
- {{ item.title }}: {{ item.message }} {{ item.link }}{% endfor %}

[عرض كل الإشعارات]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.' FROM t;
--> statement-breakpoint
WITH t AS (INSERT INTO email_templates (key, version) VALUES ('digest_weekly', 1) RETURNING id),
texts AS (INSERT INTO email_template_texts (template_id, language, subject, body)
  SELECT id, 'en', 'Your weekly notifications — Mutabaa', 'Hello {{ name }},

Here are your notifications since the last summary ({{ count }}):
{% for item in items %}
- {{ item.title }}: {{ item.message }} {{ item.link }}{% endfor %}

[View all notifications]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.' FROM t
  UNION ALL SELECT id, 'ar', 'ملخص إشعاراتك الأسبوعي — متابعة', 'مرحبًا {{ name }}،

إليك إشعاراتك منذ آخر ملخص ({{ count }}):
{% for item in items %}
- {{ item.title }}: {{ item.message }} {{ item.link }}{% endfor %}

[عرض كل الإشعارات]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.' FROM t)
INSERT INTO email_template_versions (template_id, version, subject_en, subject_ar, body_en, body_ar)
  SELECT id, 1, 'Your weekly notifications — Mutabaa', 'ملخص إشعاراتك الأسبوعي — متابعة', 'Hello {{ name }},

Here are your notifications since the last summary ({{ count }}):
{% for item in items %}
- {{ item.title }}: {{ item.message }} {{ item.link }}{% endfor %}

[View all notifications]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.', 'مرحبًا {{ name }}،

إليك إشعاراتك منذ آخر ملخص ({{ count }}):
{% for item in items %}
- {{ item.title }}: {{ item.message }} {{ item.link }}{% endfor %}

[عرض كل الإشعارات]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.' FROM t;
--> statement-breakpoint
WITH t AS (INSERT INTO email_templates (key, version) VALUES ('import_finished', 1) RETURNING id),
texts AS (INSERT INTO email_template_texts (template_id, language, subject, body)
  SELECT id, 'en', '{{ title }}', 'Hello {{ name }},

{{ message }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.' FROM t
  UNION ALL SELECT id, 'ar', '{{ title }}', 'مرحبًا {{ name }}،

{{ message }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.' FROM t)
INSERT INTO email_template_versions (template_id, version, subject_en, subject_ar, body_en, body_ar)
  SELECT id, 1, '{{ title }}', '{{ title }}', 'Hello {{ name }},

{{ message }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.', 'مرحبًا {{ name }}،

{{ message }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.' FROM t;
