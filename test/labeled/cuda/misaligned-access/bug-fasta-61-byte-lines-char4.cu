// EXPECT: misaligned-access
// GC-content per line of a FASTA sequence wrapped at 60 bases: each line is
// 60 bases plus '\n', 61 bytes. One thread per line reads it 4 bases at a
// time as char4, but line starts are 61*line bytes into the (aligned) body,
// so only every fourth line starts on a 4-byte boundary.
#define LINE_BASES 60
#define LINE_BYTES (LINE_BASES + 1)
__global__ void gc_per_line(const char *__restrict__ body, int lines,
                            unsigned char *__restrict__ gc) {
  int line = blockIdx.x * blockDim.x + threadIdx.x;
  if (line >= lines)
    return;
  const char4 *p = reinterpret_cast<const char4 *>(body + (size_t)line * LINE_BYTES);
  int n = 0;
#pragma unroll
  for (int k = 0; k < LINE_BASES / 4; ++k) {
    char4 b = p[k]; // BUG: 61*line is not a multiple of 4 for most lines
    n += (b.x == 'G' || b.x == 'C') + (b.y == 'G' || b.y == 'C') +
         (b.z == 'G' || b.z == 'C') + (b.w == 'G' || b.w == 'C');
  }
  gc[line] = (unsigned char)n;
}
