import Foundation

/// The package's root folder (this file is in Tests/CodegenPipelineTests/Support/).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
