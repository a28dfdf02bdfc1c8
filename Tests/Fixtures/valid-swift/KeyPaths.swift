import SwiftUI

struct Contact: Identifiable, Hashable {
    var id: UUID
    var name: PersonNameComponents
    var emails: [String]
    var isFavorite: Bool
    var company: Company?
}

struct Company: Hashable {
    var name: String
    var address: [String: String]
}

/// Sorts and groups contacts by key paths chosen at run time.
struct ContactSorter {
    var order: [KeyPathComparator<Contact>] = [
        KeyPathComparator(\.isFavorite, order: .reverse),
        KeyPathComparator(\Contact.name.familyName),
    ]

    func sorted(_ contacts: [Contact]) -> [Contact] {
        contacts.sorted(using: order)
    }

    func companies(_ contacts: [Contact]) -> [String] {
        contacts.compactMap(\.company?.name)
    }

    func firstEmails(_ contacts: [Contact]) -> [String?] {
        contacts.map(\.emails.first)
    }

    func cities(_ contacts: [Contact]) -> [String] {
        contacts.compactMap(\.company?.address["city"])
    }

    func identities(_ contacts: [Contact]) -> [Contact] {
        contacts.map(\.self)
    }
}

@dynamicMemberLookup
struct Themed<Base> {
    var base: Base

    subscript<Value>(dynamicMember keyPath: KeyPath<Base, Value>) -> Value {
        base[keyPath: keyPath]
    }

    subscript<Value>(dynamicMember keyPath: WritableKeyPath<Base, Value>) -> Value {
        get { base[keyPath: keyPath] }
        set { base[keyPath: keyPath] = newValue }
    }
}

struct ContactList: View {
    @State private var contacts: [Contact] = []
    @State private var selection = Set<Contact.ID>()
    @Environment(\.editMode) private var editMode

    var body: some View {
        List(contacts, selection: $selection) { contact in
            Text(contact.name, format: .name(style: .medium))
        }
        .onChange(of: contacts.map(\.isFavorite)) { _, favorites in
            print(favorites.filter { $0 }.count)
        }
    }
}

let nameKeyPath: KeyPath<Contact, String?> = \Contact.name.givenName
let emailCount = \Contact.emails.count
let nested = \[String: [Int]].["primes"]?[0]
let tupleElement = \(Int, String).1

func value<Root, Value>(of root: Root, at path: KeyPath<Root, Value>) -> Value {
    root[keyPath: path]
}
