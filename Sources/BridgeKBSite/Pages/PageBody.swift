/// What a page shows inside the layout: the template of its body, its title, the navigation item it
/// marks active and the template's context.
struct PageBody {
    var template: String
    var title: String
    var active: String
    var context: [String: MustacheValue]
}
