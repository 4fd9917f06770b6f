import Contract

/// The planning stage: a validated contract becomes a ``ModulePlan``, typed Swift ready for the printer.
public enum SwiftPlanner {
    /// The plan of `contract`; `contractPath` is how generated comments name the contract file. Throws a located
    /// error for a construct the generator can't turn into Swift.
    public static func plan(_ contract: Contract, contractPath: String) throws(PlanError) -> ModulePlan {
        try Translator(contract: contract, contractPath: contractPath).translate()
    }
}
