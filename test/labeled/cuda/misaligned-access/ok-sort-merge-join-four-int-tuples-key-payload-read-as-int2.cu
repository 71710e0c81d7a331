// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: the probe side of a sort-merge equi-join over rows of (key, payload,
// commit_ts, pad) int32, padded to 16 bytes when the ts column was added,
// so the (key, payload) int2 at `R + 4 * i` is 8-byte aligned in every row.
__device__ __forceinline__ int lower_bound(const int *S, int n, int key) {
  int lo = 0, hi = n;
  while (lo < hi) { const int mid = (lo + hi) / 2; if (S[4 * mid] < key) lo = mid + 1; else hi = mid; }
  return lo;
}
__global__ void __launch_bounds__(256)
merge_join_probe(const int *__restrict__ R, int nr, const int *__restrict__ S, int ns, int ts_snapshot,
                 int2 *__restrict__ out, unsigned *__restrict__ nout, unsigned cap) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= nr) return;
  const int2 kp = *reinterpret_cast<const int2 *>(R + 4 * i);
  if (R[4 * i + 2] > ts_snapshot) return;
  for (int j = lower_bound(S, ns, kp.x); j < ns && S[4 * j] == kp.x; ++j) {
    if (S[4 * j + 2] > ts_snapshot) continue;
    const unsigned slot = atomicAdd(nout, 1u);
    if (slot < cap) out[slot] = make_int2(kp.y, S[4 * j + 1]);
  }
}
