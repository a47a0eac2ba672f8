export default function AnnouncementDetailPage() {
  return <div className="p-4">AnnouncementDetailPage</div>;
}
