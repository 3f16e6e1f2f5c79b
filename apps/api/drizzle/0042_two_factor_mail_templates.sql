-- The mails of two-factor sign-in (jobs/mail/catalog.two-factor.ts holds the same text for
-- "Reset to default"; a test keeps the two equal), as version 1 of each template.
WITH t AS (INSERT INTO email_templates (key, version) VALUES ('two_factor_enabled', 1) ON CONFLICT DO NOTHING RETURNING id),
texts AS (INSERT INTO email_template_texts (template_id, language, subject, body)
  SELECT id, 'en', 'Two-factor sign-in is on — Mutabaa', 'Hello {{ name }},

Two-factor sign-in is now on for your Mutabaa account ({{ email }}): each sign-in asks for a code from your authenticator app. Keep your recovery codes somewhere safe.

If this was not you, change your password now and tell your administrator.

[Open your settings]({{ link }})' FROM t
  UNION ALL SELECT id, 'ar', 'تم تفعيل التحقق بخطوتين — متابعة', 'مرحبًا {{ name }}،

أصبح التحقق بخطوتين مفعّلًا لحسابك في متابعة ({{ email }}): يُطلب عند كل تسجيل دخول رمز من تطبيق المصادقة. احفظ رموز الاسترداد في مكان آمن.

إذا لم تكن أنت، غيّر كلمة مرورك الآن وأبلغ المسؤول.

[فتح إعداداتك]({{ link }})' FROM t)
INSERT INTO email_template_versions (template_id, version, subject_en, subject_ar, body_en, body_ar)
  SELECT id, 1, 'Two-factor sign-in is on — Mutabaa', 'تم تفعيل التحقق بخطوتين — متابعة', 'Hello {{ name }},

Two-factor sign-in is now on for your Mutabaa account ({{ email }}): each sign-in asks for a code from your authenticator app. Keep your recovery codes somewhere safe.

If this was not you, change your password now and tell your administrator.

[Open your settings]({{ link }})', 'مرحبًا {{ name }}،

أصبح التحقق بخطوتين مفعّلًا لحسابك في متابعة ({{ email }}): يُطلب عند كل تسجيل دخول رمز من تطبيق المصادقة. احفظ رموز الاسترداد في مكان آمن.

إذا لم تكن أنت، غيّر كلمة مرورك الآن وأبلغ المسؤول.

[فتح إعداداتك]({{ link }})' FROM t;
--> statement-breakpoint
WITH t AS (INSERT INTO email_templates (key, version) VALUES ('two_factor_disabled', 1) ON CONFLICT DO NOTHING RETURNING id),
texts AS (INSERT INTO email_template_texts (template_id, language, subject, body)
  SELECT id, 'en', 'Two-factor sign-in is off — Mutabaa', 'Hello {{ name }},

Two-factor sign-in was turned off for your Mutabaa account ({{ email }}), by you or by an administrator. Your password alone now signs you in; you can turn it on again in your settings.

If this was not you, change your password now and tell your administrator.

[Open your settings]({{ link }})' FROM t
  UNION ALL SELECT id, 'ar', 'تم إيقاف التحقق بخطوتين — متابعة', 'مرحبًا {{ name }}،

أُوقف التحقق بخطوتين لحسابك في متابعة ({{ email }})، منك أو من أحد المسؤولين. تكفي كلمة المرور الآن لتسجيل دخولك، ويمكنك تفعيله مجددًا من إعداداتك.

إذا لم تكن أنت، غيّر كلمة مرورك الآن وأبلغ المسؤول.

[فتح إعداداتك]({{ link }})' FROM t)
INSERT INTO email_template_versions (template_id, version, subject_en, subject_ar, body_en, body_ar)
  SELECT id, 1, 'Two-factor sign-in is off — Mutabaa', 'تم إيقاف التحقق بخطوتين — متابعة', 'Hello {{ name }},

Two-factor sign-in was turned off for your Mutabaa account ({{ email }}), by you or by an administrator. Your password alone now signs you in; you can turn it on again in your settings.

If this was not you, change your password now and tell your administrator.

[Open your settings]({{ link }})', 'مرحبًا {{ name }}،

أُوقف التحقق بخطوتين لحسابك في متابعة ({{ email }})، منك أو من أحد المسؤولين. تكفي كلمة المرور الآن لتسجيل دخولك، ويمكنك تفعيله مجددًا من إعداداتك.

إذا لم تكن أنت، غيّر كلمة مرورك الآن وأبلغ المسؤول.

[فتح إعداداتك]({{ link }})' FROM t;
--> statement-breakpoint
WITH t AS (INSERT INTO email_templates (key, version) VALUES ('two_factor_recovery_code_used', 1) ON CONFLICT DO NOTHING RETURNING id),
texts AS (INSERT INTO email_template_texts (template_id, language, subject, body)
  SELECT id, 'en', 'A recovery code was used to sign in — Mutabaa', 'Hello {{ name }},

A recovery code was just used to sign in to your Mutabaa account ({{ email }}). It cannot be used again; {{ remaining }} unused codes are left. You can issue a new set in your settings.

If this was not you, change your password now and tell your administrator.

[Open your settings]({{ link }})' FROM t
  UNION ALL SELECT id, 'ar', 'استُخدم رمز استرداد لتسجيل الدخول — متابعة', 'مرحبًا {{ name }}،

استُخدم للتو رمز استرداد لتسجيل الدخول إلى حسابك في متابعة ({{ email }}). لا يمكن استخدامه مرة أخرى، وبقي من الرموز غير المستخدمة: {{ remaining }}. يمكنك إصدار مجموعة جديدة من إعداداتك.

إذا لم تكن أنت، غيّر كلمة مرورك الآن وأبلغ المسؤول.

[فتح إعداداتك]({{ link }})' FROM t)
INSERT INTO email_template_versions (template_id, version, subject_en, subject_ar, body_en, body_ar)
  SELECT id, 1, 'A recovery code was used to sign in — Mutabaa', 'استُخدم رمز استرداد لتسجيل الدخول — متابعة', 'Hello {{ name }},

A recovery code was just used to sign in to your Mutabaa account ({{ email }}). It cannot be used again; {{ remaining }} unused codes are left. You can issue a new set in your settings.

If this was not you, change your password now and tell your administrator.

[Open your settings]({{ link }})', 'مرحبًا {{ name }}،

استُخدم للتو رمز استرداد لتسجيل الدخول إلى حسابك في متابعة ({{ email }}). لا يمكن استخدامه مرة أخرى، وبقي من الرموز غير المستخدمة: {{ remaining }}. يمكنك إصدار مجموعة جديدة من إعداداتك.

إذا لم تكن أنت، غيّر كلمة مرورك الآن وأبلغ المسؤول.

[فتح إعداداتك]({{ link }})' FROM t;
