// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// BUG: order-preserving stream compaction (drop zeros) over a grid-stride
// loop of 256-element tiles. Per tile: a ballot per warp, the warp counts in
// shared memory, thread 0 scans them and reserves the tile's output with an
// atomicAdd, and every kept element is written at base + warp offset + rank.
// The tail tile's threads past `n` `break` out of the tile loop; the ballot
// was switched to __activemask() when the full mask hung, but the tile's
// __syncthreads() calls are still waited on by the threads that stayed.
__global__ void __launch_bounds__(256)
compact_nonzero(const int *__restrict__ in, int *__restrict__ out,
                unsigned *__restrict__ count, int n) {
  __shared__ unsigned wofs[8];
  __shared__ unsigned base;
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  for (int t0 = blockIdx.x * 256; t0 < n; t0 += gridDim.x * 256) {
    const int i = t0 + threadIdx.x;
    if (i >= n) break;
    const int v = in[i];
    const bool keep = v != 0;
    const unsigned b = __ballot_sync(__activemask(), keep);
    if (lane == 0) wofs[warp] = __popc(b);
    __syncthreads();
    if (threadIdx.x == 0) {
      unsigned s = 0;
      for (int w = 0; w < 8; ++w) { const unsigned c = wofs[w]; wofs[w] = s; s += c; }
      base = atomicAdd(count, s);
    }
    __syncthreads();
    if (keep) out[base + wofs[warp] + __popc(b & ((1u << lane) - 1u))] = v;
    __syncthreads();
  }
}
