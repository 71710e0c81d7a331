// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: the one-bit-per-pass in-block radix sort, with the pass count taken from
// the OR of all 256 keys (atomicOr into shared memory between two barriers):
// every thread runs the same passes, so all reach each __syncthreads() and
// every lane of a warp runs each __ballot_sync(0xffffffff).
__global__ void __launch_bounds__(256) block_radix_sort_u32(unsigned *__restrict__ keys_io) {
  __shared__ unsigned keys[256];
  __shared__ int warp_zeros[8];
  __shared__ unsigned s_or;
  int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
  unsigned key = keys_io[blockIdx.x * 256 + tid];
  unsigned lt = (1u << lane) - 1u;
  if (tid == 0)
    s_or = 0;
  __syncthreads();
  atomicOr(&s_or, key);
  __syncthreads();
  int end_bit = 32 - __clz(s_or);
  for (int bit = 0; bit < end_bit; ++bit) {
    unsigned b = (key >> bit) & 1u;
    unsigned zmask = __ballot_sync(0xffffffffu, !b);
    if (lane == 0)
      warp_zeros[warp] = __popc(zmask);
    __syncthreads();
    int before = 0, total = 0;
#pragma unroll
    for (int w = 0; w < 8; ++w) {
      int z = warp_zeros[w];
      before += w < warp ? z : 0;
      total += z;
    }
    int zrank = before + __popc(zmask & lt);
    int pos = b ? total + (tid - zrank) : zrank;
    keys[pos] = key;
    __syncthreads();
    key = keys[tid];
  }
  keys_io[blockIdx.x * 256 + tid] = key;
}
