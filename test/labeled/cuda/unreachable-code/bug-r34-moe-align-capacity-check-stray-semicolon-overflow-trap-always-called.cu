// EXPECT: unreachable-code
// ARCHS: sm_80 sm_90 sm_75
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=256
// BUG: MoE token permute with a fixed expert capacity (Switch/GShard style):
// each routed (token, k) pair takes a slot of its expert with an atomicAdd,
// and a slot past the capacity is a fatal routing error reported by an
// out-of-line helper that prints and traps. The capacity test ends in a
// stray semicolon, so the report runs for every pair and the scatter of the
// token's row after it is never reached.
__device__ __noinline__ void report_capacity_overflow(int expert, int slot, int capacity) {
  printf("moe_permute: expert %d slot %d exceeds capacity %d\n", expert, slot, capacity);
  __trap();
}
template <int HIDDEN>
__global__ void __launch_bounds__(256)
    moe_permute(const float4 *__restrict__ x, const int *__restrict__ topk_ids, int *__restrict__ expert_fill,
                float4 *__restrict__ permuted, int *__restrict__ src_row, int num_pairs, int topk, int capacity) {
  const int pair = blockIdx.x;
  if (pair >= num_pairs)
    return;
  __shared__ int slot;
  const int e = topk_ids[pair];
  if (threadIdx.x == 0)
    slot = atomicAdd(&expert_fill[e], 1);
  __syncthreads();
  if (slot >= capacity);
    report_capacity_overflow(e, slot, capacity);
  const int dst = e * capacity + slot;
  if (threadIdx.x == 0)
    src_row[dst] = pair;
  for (int i = threadIdx.x; i < HIDDEN / 4; i += 256)
    permuted[(size_t)dst * (HIDDEN / 4) + i] = x[(size_t)(pair / topk) * (HIDDEN / 4) + i];
}
template __global__ void moe_permute<4096>(const float4 *, const int *, int *, float4 *, int *, int, int, int);
