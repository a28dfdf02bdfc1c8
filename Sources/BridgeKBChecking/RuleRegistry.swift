/// Every pitfall rule the linter runs, in a stable order.
public enum RuleRegistry {
    public static let all: [any LintRule] = [
        CoordinatorLetParentRule(),
        DelegateInUpdateRule(),
        ViewCreatedInUpdateRule(),
        UpdateFeedbackLoopRule(),
        RepresentedViewGeometryRule(),
        IdentityUUIDRule(),
        CoordinatorDismissRule(),
        ObserverWithoutDismantleRule(),
        PushFromRepresentableRule(),
        AddTargetSelfRule(),
        BooleanSheetFlagsRule(),
        ObservationTrackingReregisterRule(),
        APIAvailabilityRule(),
    ]

    public static var descriptions: [RuleDescription] { all.map { $0.description } }

    public static func rule(identifier: String) -> (any LintRule)? {
        all.first { $0.description.identifier == identifier }
    }
}
