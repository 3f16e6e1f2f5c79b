-- Defaults of the form configuration (docs/architecture.md#default-workflow). Runs once on every
-- database; rows an admin has since changed or removed are left alone (ON CONFLICT DO NOTHING).
INSERT INTO form_options (list, value, label_en, label_ar, badge_color, "order") VALUES
  ('statuses', 'draft', 'Draft', 'مسودة', '#6c757d', 0),
  ('statuses', 'submitted', 'Submitted', 'مُقدَّم', '#17a2b8', 1),
  ('statuses', 'under_review', 'Under review', 'قيد المراجعة', '#17a2b8', 2),
  ('statuses', 'approved', 'Approved', 'معتمد', '#007bff', 3),
  ('statuses', 'in_progress', 'In progress', 'قيد التنفيذ', '#0056b3', 4),
  ('statuses', 'pending', 'Pending', 'قيد الانتظار', '#ffc107', 5),
  ('statuses', 'paid', 'Paid', 'مدفوع', '#20c997', 6),
  ('statuses', 'completed', 'Completed', 'مكتمل', '#28a745', 7),
  ('statuses', 'cancelled', 'Cancelled', 'ملغى', '#dc3545', 8),
  ('statuses', 'on_hold', 'On hold', 'معلّق', '#fd7e14', 9),
  ('priorities', 'low', 'Low', 'منخفضة', '#6c757d', 0),
  ('priorities', 'normal', 'Normal', 'عادية', '#007bff', 1),
  ('priorities', 'high', 'High', 'عالية', '#fd7e14', 2),
  ('priorities', 'urgent', 'Urgent', 'عاجلة', '#dc3545', 3),
  ('application-types', 'general_request', 'General request', 'طلب عام', '#6c757d', 0),
  ('application-types', 'license', 'License', 'ترخيص', '#007bff', 1),
  ('application-types', 'permit', 'Permit', 'تصريح', '#17a2b8', 2),
  ('application-types', 'certificate', 'Certificate', 'شهادة', '#20c997', 3),
  ('application-types', 'renewal', 'Renewal', 'تجديد', '#fd7e14', 4),
  ('application-types', 'complaint', 'Complaint', 'شكوى', '#dc3545', 5)
ON CONFLICT (list, value) DO NOTHING;
--> statement-breakpoint
INSERT INTO form_field_configs (field_name, label_en, label_ar, is_enabled, is_required, "order") VALUES
  ('title', 'Title', 'العنوان', true, true, 0),
  ('description', 'Description', 'الوصف', true, false, 1),
  ('transaction_type', 'Application type', 'نوع الطلب', true, true, 2),
  ('priority', 'Priority', 'الأولوية', true, true, 3),
  ('client', 'Client', 'العميل', true, true, 4),
  ('client_email', 'Client e-mail', 'البريد الإلكتروني للعميل', true, false, 5),
  ('client_phone', 'Client phone', 'هاتف العميل', true, false, 6),
  ('assigned_to', 'Assigned to', 'مُسنَد إلى', true, false, 7),
  ('department', 'Department', 'القسم', true, false, 8),
  ('due_date', 'Due date', 'تاريخ الاستحقاق', true, false, 9),
  ('tags', 'Tags', 'الوسوم', true, false, 10),
  ('external_reference_id', 'External reference ID', 'الرقم المرجعي الخارجي', true, false, 11),
  ('project_id', 'Project ID', 'رقم المشروع', true, false, 12),
  ('attachments', 'Attachments', 'المرفقات', true, false, 13)
ON CONFLICT (field_name) DO NOTHING;
--> statement-breakpoint
INSERT INTO status_transitions (from_status, to_status, min_role) VALUES
  ('draft', 'submitted', 'client'),
  ('draft', 'cancelled', 'client'),
  ('submitted', 'cancelled', 'client'),
  ('submitted', 'under_review', 'editor'),
  ('submitted', 'on_hold', 'editor'),
  ('under_review', 'approved', 'editor'),
  ('under_review', 'pending', 'editor'),
  ('under_review', 'on_hold', 'editor'),
  ('under_review', 'cancelled', 'editor'),
  ('pending', 'under_review', 'editor'),
  ('pending', 'in_progress', 'editor'),
  ('pending', 'cancelled', 'editor'),
  ('approved', 'in_progress', 'editor'),
  ('approved', 'paid', 'editor'),
  ('paid', 'in_progress', 'editor'),
  ('paid', 'completed', 'editor'),
  ('in_progress', 'completed', 'editor'),
  ('in_progress', 'pending', 'editor'),
  ('in_progress', 'on_hold', 'editor'),
  ('on_hold', 'under_review', 'editor'),
  ('on_hold', 'in_progress', 'editor'),
  ('on_hold', 'cancelled', 'editor'),
  ('completed', 'under_review', 'admin'),
  ('cancelled', 'under_review', 'admin')
ON CONFLICT (from_status, to_status) DO NOTHING;
