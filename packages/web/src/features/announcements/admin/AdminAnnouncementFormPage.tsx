export default function AdminAnnouncementFormPage() {
  return <div className="p-4">AdminAnnouncementFormPage</div>;
}
