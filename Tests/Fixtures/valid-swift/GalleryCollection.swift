import SwiftUI
import UIKit

/// A compositional-layout collection view driven by a diffable data source.
struct PhotoGrid: UIViewRepresentable {
    var photos: [Photo]
    var columns: Int
    var onTap: (Photo.ID) -> Void

    func makeUIView(context: Context) -> UICollectionView {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            let count = environment.container.effectiveContentSize.width > 600 ? columns + 2 : columns
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(count)),
                                                                heightDimension: .fractionalWidth(1 / CGFloat(count))))
            item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(120)),
                repeatingSubitem: item, count: count)
            return NSCollectionLayoutSection(group: group)
        }
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.delegate = context.coordinator
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Photo> { cell, _, photo in
            cell.contentConfiguration = UIHostingConfiguration {
                AsyncImage(url: photo.thumbnailURL) { image in
                    image.resizable().scaledToFill()
                } placeholder: {
                    Color.gray.opacity(0.2)
                }
            }
            .margins(.all, 0)
        }
        context.coordinator.dataSource = UICollectionViewDiffableDataSource<Int, Photo.ID>(collectionView: collection) {
            [weak coordinator = context.coordinator] view, indexPath, id in
            guard let photo = coordinator?.parent.photos.first(where: { $0.id == id }) else { return nil }
            return view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photo)
        }
        return collection
    }

    func updateUIView(_ collection: UICollectionView, context: Context) {
        let coordinator = context.coordinator
        coordinator.parent = self
        let ids = photos.map(\.id)
        guard ids != coordinator.appliedIDs else { return }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Photo.ID>()
        snapshot.appendSections([0])
        snapshot.appendItems(ids, toSection: 0)
        coordinator.dataSource?.apply(snapshot, animatingDifferences: !coordinator.appliedIDs.isEmpty)
        coordinator.appliedIDs = ids
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    final class Coordinator: NSObject, UICollectionViewDelegate {
        var parent: PhotoGrid
        var dataSource: UICollectionViewDiffableDataSource<Int, Photo.ID>?
        var appliedIDs: [Photo.ID] = []

        init(_ parent: PhotoGrid) { self.parent = parent }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            guard let id = dataSource?.itemIdentifier(for: indexPath) else { return }
            parent.onTap(id)
        }
    }
}
