// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: temporal-graph neighbour sampling. Edges are stored as 16-byte
// records {dst, flags, weight, timestamp} (alignas(16)); for each query
// vertex a warp scans its CSR row and keeps the edges inside the time
// window, weighting them by recency. (weight, timestamp) are read together
// through an int2 pointer at the record's byte offset 8: 16 * e + 8 is
// always a multiple of 8.
struct alignas(16) Edge { int dst; int flags; float w; int ts; };
__global__ void __launch_bounds__(256)
temporal_sample(const int *__restrict__ row_ptr, const Edge *__restrict__ edges, const int *__restrict__ qv,
                const int *__restrict__ qt, float *__restrict__ score, int *__restrict__ pick, int nq, int window) {
  const int q = blockIdx.x * 8 + threadIdx.x / 32, lane = threadIdx.x % 32;
  if (q >= nq) return;
  const int v = qv[q], t = qt[q];
  float best = 0.f;
  int arg = -1;
  for (int e = row_ptr[v] + lane; e < row_ptr[v + 1]; e += 32) {
    const int2 wt = *reinterpret_cast<const int2 *>(reinterpret_cast<const char *>(edges + e) + 8);
    const int ts = wt.y;
    if (ts > t || ts < t - window) continue;
    const float s = __int_as_float(wt.x) * __expf(-(float)(t - ts) / window);
    if (s > best) { best = s; arg = edges[e].dst; }
  }
  for (int o = 16; o > 0; o >>= 1) {
    const float ob = __shfl_xor_sync(0xffffffffu, best, o);
    const int oa = __shfl_xor_sync(0xffffffffu, arg, o);
    if (ob > best || (ob == best && oa > arg)) { best = ob; arg = oa; }
  }
  if (lane == 0) { score[q] = best; pick[q] = arg; }
}
