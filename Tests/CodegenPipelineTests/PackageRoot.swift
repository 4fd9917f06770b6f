import Foundation

/// The package's root folder (Tests/CodegenPipelineTests/ is two levels below it).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
