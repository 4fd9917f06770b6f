import XCTest

@testable import ContractDraft

/// A draft's module name: from the base URL's host, its noise words (`www`, `api`, top-level domains, numbers) left
/// out; else from the document's title, `API` left out and added once; at most four words; nil where nothing names it.
final class InfoDraftingTests: XCTestCase {
    func testAHostNamesTheModelByItsWordsLessTheNoise() {
        XCTAssertEqual(InfoDrafting.module(fromHost: "https://work.zingyang.com/api"), "WorkZingyangAPI")
        XCTAssertEqual(InfoDrafting.module(fromHost: "https://api.shop.example.com"), "ShopAPI")
        XCTAssertEqual(InfoDrafting.module(fromHost: "https://www.music-box.cn"), "MusicBoxAPI")
    }

    func testAHostOfNoiseOrAnAddressNamesNothing() {
        XCTAssertNil(InfoDrafting.module(fromHost: "http://localhost:8080"))
        XCTAssertNil(InfoDrafting.module(fromHost: "http://127.0.0.1:8080"))
        XCTAssertNil(InfoDrafting.module(fromHost: "https://api.example.com"))
        XCTAssertNil(InfoDrafting.module(fromHost: "not a url"))
    }

    func testATitleNamesTheModuleWithAPIAddedOnce() {
        XCTAssertEqual(InfoDrafting.module(fromTitle: "Pet Store"), "PetStoreAPI")
        XCTAssertEqual(InfoDrafting.module(fromTitle: "Pet Store API"), "PetStoreAPI")
        XCTAssertEqual(InfoDrafting.module(fromTitle: "api"), nil, "no word but API")
    }

    func testATitleOfNoASCIIWordNamesNothingAndALongOneKeepsFourWords() {
        XCTAssertNil(InfoDrafting.module(fromTitle: "接口文档"))
        XCTAssertEqual(InfoDrafting.module(fromTitle: "one two three four five six"), "OneTwoThreeFourAPI")
    }
}
