// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: probing a sorted key table with big-endian (network order) 64-bit
// keys straight out of packet headers: an inline-PTX byte swap splits the
// word, reverses each half with prmt and packs them swapped; the high
// half's permute is written first, but both halves are set before the pack.
__device__ __forceinline__ unsigned long long bswap64(unsigned long long v) {
  unsigned long long r;
  asm("{\n\t.reg .b32 lo, hi, rlo, rhi;\n\t"
      "mov.b64 {lo, hi}, %1;\n\t"
      "prmt.b32 rhi, lo, 0, 0x0123;\n\t"
      "prmt.b32 rlo, hi, 0, 0x0123;\n\t"
      "mov.b64 %0, {rlo, rhi};\n\t}"
      : "=l"(r) : "l"(v));
  return r;
}
__global__ void __launch_bounds__(256)
probe_be_keys(const unsigned long long *__restrict__ pkt_keys,
              const unsigned long long *__restrict__ table, int ntable,
              int *__restrict__ slot, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const unsigned long long k = bswap64(pkt_keys[i]);
  int lo = 0, hi = ntable;
  while (lo < hi) {
    const int mid = (lo + hi) >> 1;
    if (table[mid] < k) lo = mid + 1; else hi = mid;
  }
  slot[i] = (lo < ntable && table[lo] == k) ? lo : -1;
}
