"""`walk.containers`: the objects and arrays of a parsed result, in the rules' walk order, bounded."""

from evidence_audit.evidence.walk import containers


def test_paths_and_containers_in_walk_order():
    parsed = {"orders": [{"id": "#W1", "items": [{"price": 1.5}]}], "user": {"name": "Ann"}}
    got = [(type(node).__name__, at, container) for node, at, container in containers(parsed, 100)]
    # depth first, the last child pushed read first: `user` before `orders`
    assert got == [
        ("dict", "", ""),
        ("dict", "user", ""),
        ("list", "orders", ""),
        ("dict", "orders[0]", "orders"),
        ("list", "orders[0].items", "orders[0]"),
        ("dict", "orders[0].items[0]", "orders[0].items"),
    ]


def test_scalars_are_not_containers_and_a_scalar_root_gives_none():
    assert containers(42, 10) == []
    assert [at for _, at, _ in containers([1, "a", [2]], 10)] == ["", "[2]"]


def test_the_limit_counts_nodes_read():
    deep: object = {}
    for _ in range(50):
        deep = {"k": deep}
    assert len(containers(deep, 7)) == 7
    assert len(containers(deep, 1000)) == 51
    assert containers({"a": {}}, 0) == []
