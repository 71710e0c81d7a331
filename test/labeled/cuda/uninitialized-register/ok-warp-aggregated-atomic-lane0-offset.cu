// EXPECT: clean
// Stream compaction with a warp-aggregated atomic: lane 0 reserves space for
// the whole warp's survivors with one atomicAdd, and __shfl_sync broadcasts
// lane 0's base offset. The other lanes never write `base` before the shuffle,
// but only lane 0's value is read by it, so the result is defined everywhere.
__global__ void compact_positive(const float *__restrict__ in, int n, float *__restrict__ out,
                                 int *__restrict__ count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.f;
  bool keep = v > 0.f;
  unsigned mask = __ballot_sync(0xffffffffu, keep);
  int lane = threadIdx.x & 31;
  int base;
  if (lane == 0 && mask != 0)
    base = atomicAdd(count, __popc(mask));
  base = __shfl_sync(0xffffffffu, base, 0);
  if (keep)
    out[base + __popc(mask & ((1u << lane) - 1))] = v;
}
