// EXPECT: warp-sync-mask
// ARCHS: sm_75 sm_120
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=256
// BUG: warp-aggregated stream compaction (keep the positive values). The
// ballot that ranks the kept elements of a warp uses the full mask but sits
// inside the `i < n` tail guard, and the lanes past n do not leave: they go on
// to the block's count of kept elements after the guard. In the last warp of
// the input the ballot names lanes that never execute it.
__global__ void __launch_bounds__(256)
    compact_positive(const float *__restrict__ in, float *__restrict__ out, int *__restrict__ out_n,
                     int *__restrict__ block_kept, int n) {
  __shared__ int kept;
  const int i = blockIdx.x * 256 + threadIdx.x;
  const unsigned lane = threadIdx.x & 31;
  if (threadIdx.x == 0)
    kept = 0;
  __syncthreads();
  if (i < n) {
    const float v = in[i];
    const bool keep = v > 0.f;
    const unsigned m = __ballot_sync(0xffffffffu, keep);
    int base = 0;
    if (lane == 0 && m)
      base = atomicAdd(out_n, __popc(m));
    base = __shfl_sync(0xffffffffu, base, 0);
    if (keep)
      out[base + __popc(m & ((1u << lane) - 1))] = v;
    if (lane == 0)
      atomicAdd(&kept, __popc(m));
  }
  __syncthreads();
  if (threadIdx.x == 0)
    block_kept[blockIdx.x] = kept;
}
