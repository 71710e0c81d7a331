// EXPECT: unreachable-code
// ARCHS: sm_90a sm_100a
// PTXLINT-ARGS: --block-dim=256
// Residual-add + bias kernel in a programmatic-dependent-launch chain. The
// first kernel of the chain has no predecessor to wait for, so a hand-written
// asm block skips griddepcontrol.wait when `first` is set. The branch was
// meant to be `@p bra.uni` (BUG: the predicate was dropped, so the branch is
// taken always and griddepcontrol.wait is dead: every kernel of the chain
// reads x before its producer has finished writing it).
__device__ __forceinline__ void wait_for_producer(int first) {
  asm volatile("{\n\t.reg .pred p;\n\tsetp.ne.s32 p, %0, 0;\n\t"
               "bra.uni SKIP_PDL_WAIT;\n\t"
               "griddepcontrol.wait;\n"
               "SKIP_PDL_WAIT:\n\t}" ::"r"(first) : "memory");
}
__global__ void __launch_bounds__(256)
    residual_bias(const float4 *__restrict__ x, const float4 *__restrict__ r,
                  const float4 *__restrict__ bias, float4 *__restrict__ y, int n4, int cols4,
                  int first) {
  wait_for_producer(first);
  const int i = blockIdx.x * 256 + threadIdx.x;
  if (i < n4) {
    const float4 a = x[i], b = r[i], c = bias[i % cols4];
    y[i] = make_float4(a.x + b.x + c.x, a.y + b.y + c.y, a.z + b.z + c.z, a.w + b.w + c.w);
  }
  asm volatile("griddepcontrol.launch_dependents;");
}
