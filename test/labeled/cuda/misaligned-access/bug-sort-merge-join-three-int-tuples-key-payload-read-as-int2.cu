// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=256
// BUG: the probe side of a sort-merge equi-join. Both relations are sorted
// on key and stored row-wise as (key, payload, commit_ts) triples of int32;
// the ts column was added to the row format later, and the probe still
// reads (key, payload) as one int2 at `R + 3 * i`: the rows are 12 bytes
// apart, so every odd row's int2 starts 4 bytes past an 8-byte boundary.
__device__ __forceinline__ int lower_bound(const int *S, int n, int key) {
  int lo = 0, hi = n;
  while (lo < hi) { const int mid = (lo + hi) / 2; if (S[3 * mid] < key) lo = mid + 1; else hi = mid; }
  return lo;
}
__global__ void __launch_bounds__(256)
merge_join_probe(const int *__restrict__ R, int nr, const int *__restrict__ S, int ns, int ts_snapshot,
                 int2 *__restrict__ out, unsigned *__restrict__ nout, unsigned cap) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= nr) return;
  const int2 kp = *reinterpret_cast<const int2 *>(R + 3 * i);
  if (R[3 * i + 2] > ts_snapshot) return;
  for (int j = lower_bound(S, ns, kp.x); j < ns && S[3 * j] == kp.x; ++j) {
    if (S[3 * j + 2] > ts_snapshot) continue;
    const unsigned slot = atomicAdd(nout, 1u);
    if (slot < cap) out[slot] = make_int2(kp.y, S[3 * j + 1]);
  }
}
