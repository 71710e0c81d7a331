// EXPECT: misaligned-access
// Event log kept as packed 20-byte records {u32 type; u64 count; u64 bytes}
// in a raw byte buffer. Each thread adds its event to the record of its
// type with 64-bit atomics at byte 20*type + 4 (BUG): 20*type + 4 is 4 mod
// 8 for even types, so the atom.add.u64 is misaligned.
__global__ void tally(const int *__restrict__ types, const int *__restrict__ sizes,
                      unsigned char *__restrict__ log, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int t = types[i];
  unsigned long long *cnt = reinterpret_cast<unsigned long long *>(log + 20 * t + 4);  // BUG
  unsigned long long *bytes = reinterpret_cast<unsigned long long *>(log + 20 * t + 12);
  atomicAdd(cnt, 1ull);
  atomicAdd(bytes, (unsigned long long)sizes[i]);
}
