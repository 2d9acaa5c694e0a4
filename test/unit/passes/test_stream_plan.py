"""passes/stream_plan.py: which tokens share a stream, which escape, where each stream ends."""
from gpuopt.parser import parse_text
from gpuopt.passes.stream_plan import StreamPlan

PROGRAM = """
module attributes {gpu.container_module} {
  func.func @main(%n: index, %c: i1) {
    %t0 = gpu.wait async
    %m, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %t2 = gpu.wait async
    %t3 = gpu.wait async [%t1, %t2]
    %t4 = gpu.dealloc async [%t3] %m : memref<?xf32>
    %r = scf.if %c -> !gpu.async.token {
      scf.yield %t4 : !gpu.async.token
    } else {
      scf.yield %t4 : !gpu.async.token
    }
    gpu.wait [%r]
    %u = gpu.wait async
    return
  }
}
"""


def plan():
    m = parse_text(PROGRAM, "plan.mlir")
    f = next(op for op in m.walk() if op.name == "func.func")
    return f, StreamPlan(f)


def test_classes_and_ends():
    f, p = plan()
    ops = f.regions[0].blocks[0].ops
    by_line = {op.loc.line: op for op in ops}
    got = [(len(c.tokens), c.escapes, c.end.loc.line if c.end else None) for c in p.classes]
    # %t0/%t1 and %t2 end at the join (line 7); %t3/%t4 are yielded (escape); %r ends at the
    # sync wait; %u, never used, ends at its own definition
    assert got == [(2, False, 7), (1, False, 7), (2, True, None), (1, False, 14),
                   (1, False, 15)]
    join = by_line[7]
    assert [c.root.op.loc.line for c in p.ending_after(join)] == [4, 6]
    assert p.ends_operand(join, 0) and p.ends_operand(join, 1)
    assert p.ends_operand(by_line[14], 0)


def test_token_passed_to_a_call_escapes():
    m = parse_text("""
func.func private @take(!gpu.async.token)
func.func @f() {
  %t = gpu.wait async
  func.call @take(%t) : (!gpu.async.token) -> ()
  return
}""", "call.mlir")
    f = [op for op in m.walk() if op.name == "func.func"][1]
    (c,) = StreamPlan(f).classes
    assert c.escapes and c.end is None
