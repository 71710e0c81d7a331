// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// Stream compaction: each thread flags whether its element survives, warps
// count survivors with a ballot + popc, and warp totals are scanned in
// shared memory to get each warp's output offset. The tail guard is written
// as an early `return` (BUG): in the last block the threads past n leave
// before the __syncthreads calls the remaining threads still execute.
__global__ void compact(const float *__restrict__ in, float *__restrict__ out,
                        int *__restrict__ block_count, int n, float thresh) {
  __shared__ int warp_tot[8];
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  if (i >= n) return;  // BUG: threads leave before the block barriers below
  const float v = in[i];
  const bool keep = v > thresh;
  const unsigned m = __ballot_sync(__activemask(), keep);
  if (lane == 0) warp_tot[warp] = __popc(m);
  __syncthreads();
  if (threadIdx.x == 0) {
    int s = 0;
    for (int w = 0; w < 8; ++w) { int c = warp_tot[w]; warp_tot[w] = s; s += c; }
    block_count[blockIdx.x] = s;
  }
  __syncthreads();
  if (keep)
    out[blockIdx.x * 256 + warp_tot[warp] + __popc(m & ((1u << lane) - 1))] = v;
}
