// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=128
// BUG: segmented row sums of a ragged matrix (CSR-like offsets), one warp
// per segment, with cub::WarpReduce. Segments are at most 32 long, so each
// lane holds at most one element, and the author called Sum only from the
// lanes that have one: WarpReduce<float>::Sum(v) is a full-warp collective
// (shuffles on the full mask), so a segment shorter than 32 leaves lanes
// out of shuffles that name them. Sum(v, valid_items) is the partial form.
#include <cub/warp/warp_reduce.cuh>
__global__ void __launch_bounds__(128)
segment_sums(const float *__restrict__ vals, const int *__restrict__ offs,
             float *__restrict__ out, int nseg) {
  using WR = cub::WarpReduce<float>;
  __shared__ typename WR::TempStorage tmp[4];
  const int warp = threadIdx.x / 32, lane = threadIdx.x & 31;
  const int seg = blockIdx.x * 4 + warp;
  if (seg >= nseg) return;
  const int beg = offs[seg], len = offs[seg + 1] - beg;
  if (lane < len) {
    const float v = vals[beg + lane];
    const float s = WR(tmp[warp]).Sum(v);
    if (lane == 0) out[seg] = s;
  } else if (len == 0 && lane == 0) {
    out[seg] = 0.f;
  }
}
