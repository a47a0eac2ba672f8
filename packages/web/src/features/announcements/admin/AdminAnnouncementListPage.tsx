export default function AdminAnnouncementListPage() {
  return <div className="p-4">AdminAnnouncementListPage</div>;
}
