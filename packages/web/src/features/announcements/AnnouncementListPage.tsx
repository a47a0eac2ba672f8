export default function AnnouncementListPage() {
  return <div className="p-4">AnnouncementListPage</div>;
}
