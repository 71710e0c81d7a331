// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Stream compaction, two items per lane: the two-item loop stops only when
// the warp's whole 32-item round is past n (a warp-uniform test), and lanes
// past n just ballot false, so every lane runs every full-mask ballot and
// shuffle.
__global__ void compact2_ok(const float* __restrict__ in, float* __restrict__ out, int* count, int n, float thr) {
  const int lane = threadIdx.x & 31;
  const int wbase = (blockIdx.x * 4 + (threadIdx.x >> 5)) * 64;
  for (int k = 0; k < 2; ++k) {
    const int r = wbase + k * 32;
    if (r >= n) break;
    const int i = r + lane;
    const float v = i < n ? in[i] : 0.f;
    const bool keep = i < n && v > thr;
    const unsigned b = __ballot_sync(0xffffffffu, keep);
    int base = 0;
    if (lane == 0 && b) base = atomicAdd(count, __popc(b));
    base = __shfl_sync(0xffffffffu, base, 0);
    if (keep) out[base + __popc(b & ((1u << lane) - 1))] = v;
  }
}
