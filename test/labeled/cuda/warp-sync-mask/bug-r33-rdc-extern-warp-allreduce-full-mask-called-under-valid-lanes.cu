// EXPECT: warp-sync-mask
// ARCHS: sm_86 sm_90
// MODES: O3 G lineinfo
// NVCC-ARGS: -rdc=true
// PTXLINT-ARGS: --block-dim=128
// BUG: segment-wise mean over short segments (CUB-like warp-per-segment
// reduction), built with separate compilation: the warp all-reduce is an
// extern device function with the full mask, defined in this file and called
// through the ABI. It is called inside `if (lane < len)`, so for a segment
// shorter than 32 only the first len lanes run the shuffles that wait for
// all 32.
__device__ float warp_allreduce(float v);
__global__ void __launch_bounds__(128)
    segment_mean(const float *__restrict__ vals, const int *__restrict__ offsets, float *__restrict__ means,
                 int nseg) {
  const int seg = blockIdx.x * 4 + (threadIdx.x >> 5);
  const int lane = threadIdx.x & 31;
  if (seg >= nseg)
    return;
  const int beg = offsets[seg], len = min(offsets[seg + 1] - beg, 32);
  if (lane < len) {
    const float s = warp_allreduce(vals[beg + lane]);
    if (lane == 0)
      means[seg] = s / len;
  }
}
__device__ float warp_allreduce(float v) {
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}
