// The Chakra UI components the shell and remotes may use. Apps import them from @dss/ui, never
// from @chakra-ui/react (an ESLint rule says so): @dss/ui is the one shared copy, so Chakra is
// tree-shaken to these components and loaded once, with the one system their recipes live in
// (theme/recipes.ts; a component added here needs its recipe there).
export {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  chakra,
  DataList,
  Field,
  Flex,
  HStack,
  Heading,
  Icon,
  IconButton,
  Input,
  Link,
  Portal,
  SimpleGrid,
  Spinner,
  Stack,
  Stat,
  Switch,
  Table,
  Text,
  type IconProps,
} from '@chakra-ui/react';
