// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// OK: segmented row sums of a ragged matrix (CSR-like offsets), one warp
// per segment, with cub::WarpReduce. Segments are at most 32 long, so each
// lane holds at most one element; every lane of the warp calls the
// partial-warp form Sum(v, valid_items) with valid_items = len, which
// reduces only the first len lanes (lanes past it pass a value that is not
// read), and lane 0 writes the result (0 for an empty segment).
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
  const float v = lane < len ? vals[beg + lane] : 0.f;
  const float s = len > 0 ? WR(tmp[warp]).Sum(v, len) : 0.f;
  if (lane == 0) out[seg] = s;
}
