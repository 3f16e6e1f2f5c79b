/** The texts of bulk imports, in English and Arabic (gathered in ../messages.ts). */
export const en = {
  import_not_found: 'This import does not exist.',
  import_file_type: 'Upload an Excel workbook (.xlsx) or a CSV file (.csv).',
  import_file_empty: 'The file holds no rows: its first row must name the columns.',
  import_file_unreadable:
    'The file cannot be read: it is damaged or not a workbook. Save it again as .xlsx or .csv and upload it again.',
  import_too_many_rows: 'The file has more than {maximum} rows. Split it into smaller files.',
  import_too_many_columns:
    'The file has more than {maximum} columns. Remove the columns you do not import and upload it again.',
  import_limit_bytes:
    'The file unpacks to more than {megabytes} MB of data. Split it into smaller files.',
  import_limit_rows:
    'The file has more than {maximum} rows in all its sheets, empty rows included. Remove the sheets and rows you do not import.',
  import_limit_cells:
    'The file has more than {maximum} cells in all its sheets. Remove the sheets and columns you do not import.',
  import_limit_field: 'A cell of the file holds more than {maximum} characters.',
  import_limit_time:
    'The file could not be read within {seconds} seconds. Split it into smaller files.',
  import_limit_stored:
    'The column names of the file add up to more than {maximum} characters. Remove the sheets you do not import.',
  import_busy: 'This import is working: wait for it to finish or cancel it.',
  import_finished_already: 'This import has finished; start a new one.',
  import_not_checked: 'Check the file before importing it.',
  import_has_errors:
    'The file still has {count} rows with problems: correct them and upload it again.',
  import_unknown_sheet: 'The file has no sheet named “{name}”.',
  import_unknown_column: 'The file has no column named “{name}”.',
  import_mapping_duplicate: 'The field “{field}” is chosen for more than one column.',
  import_mapping_empty: 'Choose a field for at least one column.',
  import_unknown_type: '“{value}” is not a known application type.',
  import_unknown_priority: '“{value}” is not a known priority.',
  import_unknown_status: '“{value}” is not a known status.',
  import_status_not_allowed:
    'An import can create drafts or submitted applications only, not “{value}”.',
  import_unknown_department:
    '“{value}” is not a department in use. Check the spelling, or allow new departments.',
  import_unknown_client: 'No active client has the e-mail “{value}”.',
  import_not_assignable: 'No active editor or administrator has the e-mail “{value}”.',
  import_bad_date: '“{value}” is not a date. Write it as 2026-12-31 or 31/12/2026.',
  import_duplicate_in_file: 'This external reference is also on row {row}.',
  import_duplicate_existing: 'This external reference already belongs to application {reference}.',
  import_interrupted:
    'The import stopped before it finished, and nothing was written. Start it again.',
  import_failed:
    'The import failed, and nothing was written. Try again; if it fails again, contact an administrator.',
  import_rows_changed:
    'Some rows no longer pass the check (the data they refer to changed). Check the file again.',
  import_file_removed: 'The uploaded file was removed after {days} days. Upload it again.',
  import_cancelled: 'The import was cancelled, and nothing was written.',
  import_template_file_name: 'import-template',
  import_template_sheet_name: 'Applications',
  import_template_lists_sheet: 'Lists',
  import_problems_file_name: 'import-problems',
  import_problems_column: 'Problems',
  import_example_title: 'Renewal of a commercial licence',
  import_example_description: 'Renewal for the main branch, documents attached by e-mail.',
  import_example_tags: 'renewal, licence',
  import_field_title: 'Title',
  import_field_description: 'Description',
  import_field_transaction_type: 'Type',
  import_field_priority: 'Priority',
  import_field_status: 'Status',
  import_field_client_email: 'Client e-mail',
  import_field_client_phone: 'Client phone',
  import_field_assigned_to: 'Assigned to (e-mail)',
  import_field_department: 'Department',
  import_field_due_date: 'Due date',
  import_field_tags: 'Tags',
  import_field_external_reference_id: 'External reference',
  import_field_project_id: 'Project ID',
} as const;

export const ar: Record<keyof typeof en, string> = {
  import_not_found: 'عملية الاستيراد هذه غير موجودة.',
  import_file_type: 'ارفع مصنّف Excel ‏(.xlsx) أو ملف CSV ‏(.csv).',
  import_file_empty: 'لا يحوي الملف أي صفوف: يجب أن يسمّي صفّه الأول الأعمدة.',
  import_file_unreadable:
    'تعذّرت قراءة الملف: إمّا أنه تالف أو ليس مصنّفًا. احفظه مجددًا بصيغة xlsx أو csv ثم ارفعه مرة أخرى.',
  import_too_many_rows: 'في الملف أكثر من {maximum} صف. قسّمه إلى ملفات أصغر.',
  import_too_many_columns:
    'في الملف أكثر من {maximum} عمود. احذف الأعمدة التي لا تستوردها ثم ارفعه مرة أخرى.',
  import_limit_bytes:
    'يتجاوز الملف بعد فك ضغطه {megabytes} ميغابايت من البيانات. قسّمه إلى ملفات أصغر.',
  import_limit_rows:
    'في أوراق الملف مجتمعةً أكثر من {maximum} صف، بما فيها الصفوف الفارغة. احذف الأوراق والصفوف التي لا تستوردها.',
  import_limit_cells:
    'في أوراق الملف مجتمعةً أكثر من {maximum} خلية. احذف الأوراق والأعمدة التي لا تستوردها.',
  import_limit_field: 'في إحدى خلايا الملف أكثر من {maximum} حرف.',
  import_limit_time: 'تعذّرت قراءة الملف خلال {seconds} ثانية. قسّمه إلى ملفات أصغر.',
  import_limit_stored:
    'تتجاوز أسماء أعمدة الملف مجتمعةً {maximum} حرف. احذف الأوراق التي لا تستوردها.',
  import_busy: 'عملية الاستيراد هذه قيد التنفيذ: انتظر انتهاءها أو ألغِها.',
  import_finished_already: 'انتهت عملية الاستيراد هذه؛ ابدأ عملية جديدة.',
  import_not_checked: 'افحص الملف قبل استيراده.',
  import_has_errors: 'ما زال في الملف {count} من الصفوف فيها مشكلات: صحّحها ثم ارفع الملف من جديد.',
  import_unknown_sheet: 'لا توجد في الملف ورقة باسم «{name}».',
  import_unknown_column: 'لا يوجد في الملف عمود باسم «{name}».',
  import_mapping_duplicate: 'اختير الحقل «{field}» لأكثر من عمود.',
  import_mapping_empty: 'اختر حقلًا لعمود واحد على الأقل.',
  import_unknown_type: '«{value}» ليس نوع طلب معروفًا.',
  import_unknown_priority: '«{value}» ليست أولوية معروفة.',
  import_unknown_status: '«{value}» ليست حالة معروفة.',
  import_status_not_allowed: 'لا يُنشئ الاستيراد إلا مسودات أو طلبات مقدَّمة، لا «{value}».',
  import_unknown_department:
    '«{value}» ليس قسمًا مستخدمًا. تحقّق من الإملاء، أو اسمح بالأقسام الجديدة.',
  import_unknown_client: 'لا يوجد عميل نشط بالبريد الإلكتروني «{value}».',
  import_not_assignable: 'لا يوجد محرر أو مسؤول نشط بالبريد الإلكتروني «{value}».',
  import_bad_date: '«{value}» ليس تاريخًا. اكتبه بالشكل 2026-12-31 أو 31/12/2026.',
  import_duplicate_in_file: 'هذا المرجع الخارجي موجود أيضًا في الصف {row}.',
  import_duplicate_existing: 'هذا المرجع الخارجي يخصّ الطلب {reference} من قبل.',
  import_interrupted: 'توقّف الاستيراد قبل أن يكتمل، ولم يُكتب شيء. ابدأه من جديد.',
  import_failed: 'تعذّر الاستيراد، ولم يُكتب شيء. أعد المحاولة؛ وإن تكرّر ذلك فتواصل مع مسؤول.',
  import_rows_changed:
    'لم تعد بعض الصفوف تجتاز الفحص (تغيّرت البيانات التي تشير إليها). افحص الملف مرة أخرى.',
  import_file_removed: 'حُذف الملف المرفوع بعد {days} أيام. ارفعه مرة أخرى.',
  import_cancelled: 'أُلغي الاستيراد، ولم يُكتب شيء.',
  import_template_file_name: 'قالب-الاستيراد',
  import_template_sheet_name: 'الطلبات',
  import_template_lists_sheet: 'القوائم',
  import_problems_file_name: 'مشكلات-الاستيراد',
  import_problems_column: 'المشكلات',
  import_example_title: 'تجديد سجل تجاري',
  import_example_description: 'تجديد للفرع الرئيسي، والمستندات مرسلة بالبريد الإلكتروني.',
  import_example_tags: 'تجديد، سجل تجاري',
  import_field_title: 'العنوان',
  import_field_description: 'الوصف',
  import_field_transaction_type: 'النوع',
  import_field_priority: 'الأولوية',
  import_field_status: 'الحالة',
  import_field_client_email: 'البريد الإلكتروني للعميل',
  import_field_client_phone: 'هاتف العميل',
  import_field_assigned_to: 'مُسنَد إلى (البريد الإلكتروني)',
  import_field_department: 'القسم',
  import_field_due_date: 'تاريخ الاستحقاق',
  import_field_tags: 'الوسوم',
  import_field_external_reference_id: 'المرجع الخارجي',
  import_field_project_id: 'رقم المشروع',
};
