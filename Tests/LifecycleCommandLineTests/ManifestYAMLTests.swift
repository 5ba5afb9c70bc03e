import Testing

/// The deploy tests' reader of the YAML subset the manifests use: what it reads, and that
/// whatever lies outside the subset is an error naming its line rather than a silent misreading.
@Suite("the manifests' YAML reader")
struct ManifestYAMLTests {
  @Test("mappings, sequences of mappings and of scalars, flow sequences, quoted scalars, documents")
  func reads() throws {
    let text = """
      # a comment
      kind: Job
      metadata:
        name: one
        labels:
          lifecyclekit/step: explore
      spec:
        containers:
          - name: a
            args: ["x", "$(JOB_COMPLETION_INDEX)/3"]
            env:
              - name: N
                value: "4"
          - name: b
            path: metadata.labels['batch.kubernetes.io/job-name']
        list:
        - plain
        - 'it''s'
        empty:
      ---
      kind: Second
      """
    let documents = try ManifestYAML.documents(text)
    #expect(documents.count == 2)
    let job = documents[0]
    #expect(job["kind"]?.string == "Job")
    #expect(job["metadata"]?["labels"]?["lifecyclekit/step"]?.string == "explore")
    let containers = try #require(job["spec"]?["containers"]?.items)
    #expect(containers.count == 2)
    #expect(containers[0]["args"]?.strings == ["x", "$(JOB_COMPLETION_INDEX)/3"])
    #expect(containers[0]["env"]?.items?.first?["value"]?.string == "4")
    #expect(containers[1]["name"]?.string == "b")
    #expect(containers[1]["path"]?.string == "metadata.labels['batch.kubernetes.io/job-name']")
    #expect(job["spec"]?["list"]?.strings == ["plain", "it's"])
    #expect(job["spec"]?["empty"]?.string == "")
    #expect(documents[1]["kind"]?.string == "Second")
  }

  @Test(
    "outside the subset: an error naming the line",
    arguments: [
      ("a: 1\n\tb: 2", 2, "a tab"),
      ("a: |\n  text", 1, "outside the subset"),
      ("a: {b: 1}", 1, "outside the subset"),
      ("a: 1 # why", 1, "a comment after a value"),
      ("a: 1\na: 2", 2, "the key 'a' twice"),
      ("a:\n  b: 1\n    c: 2", 3, "unexpected indentation"),
      ("a: [1, 2]", 1, "not of double-quoted strings"),
      ("a: \"open", 1, "does not end"),
      ("a:\n  - b\n  c: 1", 3, "unexpected indentation"),
      ("just text", 1, "neither `key: value` nor `- item`"),
    ])
  func refuses(text: String, line: Int, message: String) {
    do throws(ManifestYAML.Failure) {
      _ = try ManifestYAML.documents(text)
      Issue.record("read without an error")
    } catch {
      #expect(error.line == line)
      #expect(error.message.contains(message), "\(error)")
    }
  }
}
